"""The on-disk cache of compiled C modules: where it lives, how entries are keyed, locked,
installed and checked.

Why this is careful: the cache holds shared objects that get dlopen'ed into the process, so
(1) the directory must belong to the user and be writable by no one else, otherwise anyone could
plant code we would run; (2) several processes may compile the same kernel at once, so an
entry is built under a per-key file lock into a temporary name and published with an atomic
``os.replace``; no reader ever sees a partial file; (3) a crash or a full disk can still leave a
broken file, so every entry carries the sha256 of its ``.so``, written after the ``.so`` is in
place, and is verified before loading.

Layout (flat, one directory)::

    <cache>/<modname>.so       the extension module
    <cache>/<modname>.sha256   hex digest of the .so, written last
    <cache>/<modname>.lock     file lock serialising builds of that key
    <cache>/<modname>.failed   the compiler's messages, when that source does not compile
    <cache>/.build-<modname>-XXXX/   transient build directory (same filesystem)
    <cache>/probe-<what>-<key16>.json  a compiler probe's answer (``remembered``)

``modname`` is ``_opspec_<name>_<key16>`` where the key is the content hash below, so an entry
never needs invalidating: anything that could change the binary changes the name.
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import json
import os
import shutil
import stat
import sys
import sysconfig
import tempfile
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from filelock import FileLock

__all__ = [
    "CacheDirError",
    "CacheEntry",
    "cache_dir",
    "content_key",
    "environment_fingerprint",
    "file_sha256",
    "remembered",
    "tool_stamp",
]


class CacheDirError(Exception):
    """The cache directory is unusable or unsafe (wrong owner, writable by others)."""


# --------------------------------------------------------------------------- directory


def _default_cache_dir() -> Path:
    env = os.environ.get("OPSPEC_CACHE_DIR")
    if env:
        return Path(env).expanduser()
    xdg = os.environ.get("XDG_CACHE_HOME")
    # The XDG spec says relative values are invalid and must be ignored.
    if xdg and os.path.isabs(xdg):
        return Path(xdg) / "opspec"
    return Path.home() / ".cache" / "opspec"


def cache_dir() -> Path:
    """Return the cache directory, creating it 0700; refuse it if someone else could write it.

    Checked on every call (one ``stat``): the environment variable may change, e.g. in tests.
    """
    path = _default_cache_dir()
    if not path.exists():
        try:
            os.makedirs(path, mode=0o700, exist_ok=True)
            os.chmod(path, 0o700)  # the umask could have removed owner bits
        except OSError as exc:
            raise CacheDirError(
                f"cannot create opspec cache directory {path}: {exc}. "
                "Set OPSPEC_CACHE_DIR to a writable private directory."
            ) from exc
    st = os.stat(path)
    fix = (
        f"Fix it with `chmod 700 {path}` (and `chown` it to yourself), or set "
        "OPSPEC_CACHE_DIR to a private directory."
    )
    if not stat.S_ISDIR(st.st_mode):
        raise CacheDirError(f"opspec cache path {path} is not a directory. {fix}")
    if st.st_uid != os.geteuid():
        raise CacheDirError(
            f"opspec cache directory {path} is owned by uid {st.st_uid}, not by you "
            f"(uid {os.geteuid()}); refusing to load compiled code from it. {fix}"
        )
    if st.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
        raise CacheDirError(
            f"opspec cache directory {path} is writable by group or others "
            f"(mode {stat.S_IMODE(st.st_mode):o}); refusing to load compiled code from it. {fix}"
        )
    return path


# --------------------------------------------------------------------------- keys


#: serialises this module's first use of ``sysconfig``: before Python 3.13, its lazy setup
#: publishes an empty dict that it fills afterwards, so a second thread can read ``None`` for
#: a variable such as ``EXT_SUFFIX``; that once put a different fingerprint, hence different
#: cache keys, into whichever thread came second (keys alternated between processes)
SYSCONFIG_LOCK = threading.Lock()
_fingerprint: tuple[tuple[str, str], ...] | None = None


def environment_fingerprint() -> tuple[tuple[str, str], ...]:
    """Everything outside the C source that the binary depends on; computed once per process,
    under a lock, whichever thread asks first."""
    global _fingerprint
    if _fingerprint is None:
        with SYSCONFIG_LOCK:
            if _fingerprint is None:
                _fingerprint = _compute_fingerprint()
    return _fingerprint


def _compute_fingerprint() -> tuple[tuple[str, str], ...]:
    sysconfig.get_config_vars()  # complete sysconfig's lazy setup while we hold the lock
    # versions from modules a process loads anyway: importing ``cffi`` or
    # ``importlib.metadata`` would cost a warm start ~40 ms
    import _cffi_backend
    import numpy  # its own version string (a distribution's metadata may spell it differently)

    import opspec

    fingerprint = (
        ("python", sys.implementation.cache_tag or sys.implementation.name),
        # the import system's own list: no sysconfig state involved
        ("ext_suffix", importlib.machinery.EXTENSION_SUFFIXES[0]),
        ("platform", sysconfig.get_platform()),
        ("numpy", numpy.__version__),
        ("cffi", _cffi_backend.__version__),
        ("opspec", opspec.__version__),
    )
    missing = [name for name, value in fingerprint if not value or value == "None"]
    if missing:  # never key anything by a half-read environment
        raise RuntimeError(f"opspec: cannot determine {', '.join(missing)} for the C cache key")
    return fingerprint


def content_key(*parts: object) -> str:
    """sha256 (hex) over ``parts`` plus the environment fingerprint.

    Each part is ``repr``-ed and length-prefixed so that no two different part lists collide
    by concatenation.
    """
    h = hashlib.sha256()
    for part in (*parts, environment_fingerprint()):
        data = part if isinstance(part, bytes) else repr(part).encode()
        h.update(len(data).to_bytes(8, "little"))
        h.update(data)
    return h.hexdigest()


def file_sha256(path: os.PathLike | str) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


# --------------------------------------------------------------------------- entries


class CacheEntry:
    """One cached module: its files, its lock, atomic install, verification and removal."""

    def __init__(self, directory: Path, modname: str):
        self.directory = Path(directory)
        self.modname = modname
        self.so_path = self.directory / f"{modname}.so"
        self.sha_path = self.directory / f"{modname}.sha256"
        self.lock_path = self.directory / f"{modname}.lock"

    def lock(self) -> FileLock:
        """A fresh inter-process lock for this key (waits forever; the kernel frees it on death)."""
        from filelock import FileLock   # only builds need it: not imported by a warm start

        return FileLock(str(self.lock_path))

    def exists(self) -> bool:
        return self.so_path.exists() or self.sha_path.exists()

    def verify(self) -> bool:
        """True when the .so is present and matches its recorded digest."""
        try:
            expected = self.sha_path.read_text().strip()
            return bool(expected) and file_sha256(self.so_path) == expected
        except OSError:
            return False

    def build_dir(self) -> str:
        """A private temporary directory on the cache's filesystem (so os.replace is atomic)."""
        return tempfile.mkdtemp(prefix=f".build-{self.modname}-", dir=self.directory)

    def install(self, built_so: os.PathLike | str) -> None:
        """Publish ``built_so`` atomically, then its digest. Call with the lock held."""
        digest = file_sha256(built_so)
        self.sha_path.unlink(missing_ok=True)  # a stale digest must not outlive its .so
        os.chmod(built_so, 0o700)
        os.replace(built_so, self.so_path)
        tmp_sha = f"{built_so}.sha256"
        with open(tmp_sha, "w") as f:
            f.write(digest + "\n")
        os.replace(tmp_sha, self.sha_path)

    def remove(self) -> None:
        """Delete the entry (not the lock file). Call with the lock held."""
        self.sha_path.unlink(missing_ok=True)
        self.so_path.unlink(missing_ok=True)

    # a source that does not compile: remembered, so that no process compiles it again (the key
    # holds the source, compiler and flags; ``opspec cache clear`` forgets)
    @property
    def failed_path(self) -> Path:
        return self.directory / f"{self.modname}.failed"

    def known_failure(self) -> dict | None:
        """``{"command", "stderr", "summary"}`` of the remembered compile failure, or None."""
        try:
            return json.loads(self.failed_path.read_text())
        except (OSError, ValueError):
            return None

    def remember_failure(self, command, stderr: str, summary: str) -> None:
        """Record that this key does not compile (best effort: a read-only cache records nothing)."""
        tmp = self.directory / f".{self.modname}.failed.tmp{os.getpid()}"
        try:
            tmp.write_text(json.dumps({"command": list(command), "stderr": stderr, "summary": summary}))
            os.replace(tmp, self.failed_path)
        except OSError:
            tmp.unlink(missing_ok=True)


# --------------------------------------------------------------------------- remembered probes


def tool_stamp(command) -> tuple:
    """What identifies the programs of ``command`` (e.g. ``("ccache", "gcc")``) without running
    them: each word's resolved path, size, mtime and inode (an upgrade replaces the binary),
    or the word itself when it is no program on ``PATH`` (an argument)."""
    stamp = []
    for word in command:
        found = shutil.which(word)
        if found is None:
            stamp.append((word,))
            continue
        real = os.path.realpath(found)
        st = os.stat(real)
        stamp.append((word, real, st.st_size, st.st_mtime_ns, st.st_ino))
    return tuple(stamp)


def remembered(name: str, stamp: object, compute: Callable[[], object]) -> object:
    """``compute()``'s JSON value as an earlier process found it for the same ``stamp``, else
    ``compute()`` now, stored for the next process (unless it returns None: a failure worth
    retrying).

    Why: probing the compiler (``--version``, what ``-march=native`` means, whether OpenMP links)
    costs ~80 ms of subprocesses, which a process that only loads cached kernels would pay on
    every start. The stamp must change whenever the answer could (see ``tool_stamp``). Stored
    in the cache directory (private, like the modules the answers go into); an unusable
    directory or an unreadable record just means probing."""
    try:
        directory = cache_dir()
    except (CacheDirError, OSError):
        return compute()
    digest = hashlib.sha256(repr((name, stamp)).encode()).hexdigest()[:16]
    path = directory / f"probe-{name}-{digest}.json"
    try:
        record = json.loads(path.read_text())
        if record.get("stamp") == repr(stamp):
            return record["value"]
    except (OSError, ValueError, KeyError, AttributeError):
        pass
    value = compute()
    if value is not None:     # written whole then renamed: a reader never sees half a record
        try:
            fd, tmp = tempfile.mkstemp(prefix=f".{path.name}-", dir=directory)
        except OSError:
            return value
        try:
            with os.fdopen(fd, "w") as f:
                json.dump({"stamp": repr(stamp), "value": value}, f)
            os.replace(tmp, path)
        except OSError:
            Path(tmp).unlink(missing_ok=True)
    return value
