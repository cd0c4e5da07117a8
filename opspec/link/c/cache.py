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
    <cache>/<modname>.lock     file lock serialising builds of that key (holds who has it)
    <cache>/<modname>.failed   the compiler's messages, when that source does not compile
    <cache>/.build-<modname>-XXXX/   transient build directory (same filesystem), with a file
                               ``owner`` naming its process: a killed process's is removed
                               by the next process that builds
    <cache>/probe-<what>-<key16>.json  a compiler probe's answer (``remembered``)

Faults fall back instead of failing: a directory that cannot be written (read-only, full)
makes this process build into a private temporary directory, with one warning; a lock held
longer than any build takes raises ``CacheLockTimeout`` naming its holder; an entry that is
not what it should be (a directory where a file belongs, a wrong digest) is rebuilt.

``modname`` is ``_opspec_<name>_<key16>`` where the key is the content hash below, so an entry
never needs invalidating: anything that could change the binary changes the name.
"""

from __future__ import annotations

import atexit
import functools
import hashlib
import importlib.machinery
import json
import os
import stat
import sys
import threading
import time
import warnings
from contextlib import contextmanager
from pathlib import Path
from typing import Callable

def _host() -> str:
    """This machine's name, for lock and build-directory owners (``os.uname``: the socket
    module would cost every process that only loads cached kernels its import)."""
    try:
        return os.uname().nodename
    except AttributeError:      # no uname (Windows)
        import socket
        return socket.gethostname()


__all__ = [
    "CacheDirError",
    "CacheDirWarning",
    "CacheEntry",
    "CacheLockTimeout",
    "cache_dir",
    "compiled_code",
    "content_key",
    "environment_fingerprint",
    "fall_back",
    "file_sha256",
    "new_build_dir",
    "private_for",
    "remembered",
    "tool_stamp",
]


class CacheDirError(Exception):
    """The cache directory is unusable or unsafe (wrong owner, writable by others)."""


class CacheLockTimeout(CacheDirError):
    """Another process held a cache entry's lock for longer than any build takes."""


class CacheDirWarning(UserWarning):
    """The cache directory cannot be written: this process compiles into a private one."""


#: seconds a process waits for another one's build of the same key: a compile is stopped after
#: build.COMPILE_TIMEOUT (600 s), and the rest of a build takes seconds
LOCK_TIMEOUT = 660.0


def caller_level() -> int:
    """The ``stacklevel`` that points a warning at the first frame outside opspec."""
    frame, level = sys._getframe(2), 2
    while frame is not None and frame.f_globals.get("__name__", "").startswith("opspec"):
        frame, level = frame.f_back, level + 1
    return level


# --------------------------------------------------------------------------- directory


def _default_cache_dir() -> Path:
    environ = os.environ
    return _cache_path(environ.get("OPSPEC_CACHE_DIR"), environ.get("XDG_CACHE_HOME"), environ.get("HOME"))


@functools.lru_cache(maxsize=8)
def _cache_path(env: str | None, xdg: str | None, home: str | None) -> Path:
    """The cache directory these variables name, made into a Path once per value (a link asks
    for the directory of every kernel)."""
    if env:
        return Path(env).expanduser()
    # The XDG spec says relative values are invalid and must be ignored.
    if xdg and os.path.isabs(xdg):
        return Path(xdg) / "opspec"
    return Path.home() / ".cache" / "opspec"


def cache_dir() -> Path:
    """Return the cache directory, creating it 0700; refuse it if someone else could write it.

    Checked on every call (one ``stat``): the environment variable may change, e.g. in tests.
    """
    path = _default_cache_dir()
    try:
        st = os.stat(path)
    except OSError:     # missing (or unreadable: creating it says why)
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


#: serialises the first use of ``sysconfig`` (opspec.link.c.build, for a build's include
#: directories): before Python 3.13, its lazy setup publishes an empty dict that it fills
#: afterwards, so a second thread can read ``None`` for a variable such as ``EXT_SUFFIX``; that
#: once put a different fingerprint, hence different cache keys, into whichever thread came second
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
    # versions from modules a process loads anyway: importing ``cffi`` or
    # ``importlib.metadata`` would cost a warm start ~40 ms; and nothing from ``sysconfig``
    # (its build variables cost a warm start ~4 ms): Python is named by its build and its
    # prefix, which hold the headers a build includes (build.py keys by them, not by their path)
    import _cffi_backend
    import numpy  # its own version string (a distribution's metadata may spell it differently)

    import opspec

    fingerprint = (
        ("python", sys.implementation.cache_tag or sys.implementation.name),
        ("python_build", sys.version),
        ("python_prefix", sys.base_prefix),
        # the import system's own list: no sysconfig state involved
        ("ext_suffix", importlib.machinery.EXTENSION_SUFFIXES[0]),
        ("platform", f"{sys.platform}-{os.uname().machine}" if hasattr(os, "uname") else sys.platform),
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
    """sha256 of a file's bytes, read whole: the cache's files are small shared objects, and
    reading them in 1 MB chunks allocated a megabyte per read (the first read of a warm start
    cost ~0.6 ms)."""
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


_verified: dict[tuple, str] = {}
_verified_lock = threading.Lock()


def _verified_sha256(path: Path) -> str:
    """``file_sha256(path)``, hashed once per file in this process: the kernels of a batch are one
    shared object under each kernel's entry (hard links, opspec.link.c.batch), and a warm start of
    the logistic-regression gradient verified four files fourteen times (770 kB of sha256 for
    180 kB of files). Keyed by what identifies the file's bytes: device, inode, size, mtime and
    ctime (a write changes both, a utime putting mtime back changes ctime, at the file system's
    timestamp resolution), so a file changed since is hashed again. (Entries are installed by
    rename, never written in place: a new file is a new inode.)"""
    st = os.stat(path)
    key = (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)
    digest = _verified.get(key)
    if digest is None:
        digest = file_sha256(path)
        with _verified_lock:
            _verified[key] = digest
    return digest


# --------------------------------------------------------------------------- entries


class CacheEntry:
    """One cached module: its files, its lock, atomic install, verification and removal."""

    def __init__(self, directory: Path, modname: str):
        self.directory = directory if isinstance(directory, Path) else Path(directory)
        self.modname = modname
        self.so_path = self.directory / f"{modname}.so"
        self.sha_path = self.directory / f"{modname}.sha256"

    @property
    def lock_path(self) -> Path:
        """(Made when asked: a warm start looks up many entries and locks none.)"""
        return self.directory / f"{self.modname}.lock"

    @contextmanager
    def locked(self):
        """Hold this key's inter-process lock (the kernel frees it if the process dies). The
        lock file records the holder, so that a process timing out can name it."""
        import shutil

        from filelock import FileLock, Timeout   # only builds need it: not imported by a warm start

        if self.lock_path.is_dir() and not self.lock_path.is_symlink():
            shutil.rmtree(self.lock_path, ignore_errors=True)   # a corrupt entry: rebuilt like the others
        lock = FileLock(str(self.lock_path), timeout=LOCK_TIMEOUT)
        try:
            lock.acquire()
        except Timeout:
            raise CacheLockTimeout(
                f"opspec: waited {LOCK_TIMEOUT:.0f} s for the build lock {self.lock_path}, held by "
                f"{_holder(self.lock_path)}; a build never takes that long. If that process is stuck, "
                "stop it; if it is gone, delete the lock file.") from None
        try:
            try:
                with open(self.lock_path, "w") as f:
                    f.write(f"pid {os.getpid()} on {_host()} since {time.strftime('%Y-%m-%d %H:%M:%S')}\n")
            except OSError:
                pass        # only a timed-out waiter's message lacks the holder
            yield
        finally:
            lock.release()

    def exists(self) -> bool:
        return self.so_path.exists() or self.sha_path.exists()

    def verify(self) -> bool:
        """True when the .so is present and matches its recorded digest."""
        try:
            expected = self.sha_path.read_text().strip()
            return bool(expected) and _verified_sha256(self.so_path) == expected
        except OSError:         # missing, unreadable, or a directory
            return False

    def install(self, built_so: os.PathLike | str) -> None:
        """Publish ``built_so`` atomically, then its digest. Call with the lock held."""
        digest = file_sha256(built_so)
        _discard(self.sha_path)  # a stale digest must not outlive its .so
        os.chmod(built_so, 0o700)
        os.replace(built_so, self.so_path)
        tmp_sha = f"{built_so}.sha256"
        with open(tmp_sha, "w") as f:
            f.write(digest + "\n")
        os.replace(tmp_sha, self.sha_path)

    def remove(self) -> None:
        """Delete the entry (not the lock file), whatever its paths hold. Call with the lock held."""
        _discard(self.sha_path)
        _discard(self.so_path)

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


def _discard(path: Path) -> None:
    """Remove what ``path`` names: a file, a link, or a directory where a file belongs."""
    if path.is_dir() and not path.is_symlink():
        import shutil
        shutil.rmtree(path)
    else:
        path.unlink(missing_ok=True)


def _holder(lock_path: Path) -> str:
    try:
        return lock_path.read_text().strip() or "an unknown process"
    except OSError:
        return "an unknown process"


# --------------------------------------------------------------------------- build directories

_swept: set = set()
_swept_lock = threading.Lock()


def new_build_dir(directory: Path, name: str) -> Path:
    """A private temporary directory in ``directory`` (same filesystem: ``os.replace`` is atomic)
    naming its process in a file ``owner``. The first call per directory and process removes
    the build directories of processes that died (killed mid-compile)."""
    import tempfile     # shutil and tempfile only for builds: together ~3 ms of a warm start

    directory = Path(directory)
    with _swept_lock:
        if directory not in _swept:
            _swept.add(directory)
            sweep_builds(directory)
    path = Path(tempfile.mkdtemp(prefix=f".build-{name}-", dir=directory))
    (path / "owner").write_text(f"{os.getpid()} {_host()}\n")
    return path


def sweep_builds(directory: Path) -> None:
    """Remove the build directories whose process is gone: dead on this host, or older than
    any build lasts (another host's, or one killed before it named its owner)."""
    import shutil

    here, now = _host(), time.time()
    try:
        found = [p for p in os.scandir(directory) if p.name.startswith(".build-") and p.is_dir(follow_symlinks=False)]
    except OSError:
        return
    for item in found:
        try:
            pid, host = (Path(item.path) / "owner").read_text().split()
            gone = host == here and not _alive(int(pid))
        except (OSError, ValueError):
            gone = False
        try:
            gone = gone or now - item.stat(follow_symlinks=False).st_mtime > LOCK_TIMEOUT
        except OSError:
            continue
        if gone:
            shutil.rmtree(item.path, ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:     # someone else's process
        return True
    return True


# --------------------------------------------------------------------------- unwritable caches


def reason(exc: OSError) -> str:
    """What went wrong, without the file: one message for every entry of a directory."""
    return exc.strerror or str(exc)


_private: dict[Path, Path] = {}
_private_lock = threading.Lock()


def private_for(directory: Path) -> Path | None:
    """The private directory this process builds into instead of ``directory``, if any."""
    return _private.get(Path(directory))


def fall_back(directory: Path, exc: OSError) -> Path:
    """Make (once per process) and return a private temporary directory to build into instead
    of ``directory``, which cannot be written (``exc``: read-only, full, ...); warns once. What
    is built there is removed at exit. Raises CacheDirError when no private directory can be
    made either (kernels then run through perform)."""
    import shutil
    import tempfile

    directory = Path(directory)
    with _private_lock:
        private = _private.get(directory)
        if private is None:
            try:
                private = Path(tempfile.mkdtemp(prefix="opspec-cache-"))
            except OSError as err:
                raise CacheDirError(f"cannot write the opspec cache directory {directory} ({reason(exc)}), nor "
                                    f"make a private one ({reason(err)}). Set OPSPEC_CACHE_DIR to a writable "
                                    "private directory.") from err
            atexit.register(shutil.rmtree, private, ignore_errors=True)
            _private[directory] = private
            warnings.warn(f"opspec: cannot write the C cache directory {directory} ({reason(exc)}); this process "
                          f"compiles into {private} instead, removed at exit. Make the directory writable "
                          "(or set OPSPEC_CACHE_DIR) to keep compiled kernels.", CacheDirWarning,
                          stacklevel=caller_level())
    return private

# --------------------------------------------------------------------------- remembered probes


def tool_stamp(command) -> tuple:
    """What identifies the programs of ``command`` (e.g. ``("ccache", "gcc")``) without running
    them: each word's resolved path, size, mtime and inode (an upgrade replaces the binary),
    or the word itself when it is no program on ``PATH`` (an argument)."""
    stamp = []
    for word in command:
        found = _program(word)
        if found is None:
            stamp.append((word,))
            continue
        real = os.path.realpath(found)
        st = os.stat(real)
        stamp.append((word, real, st.st_size, st.st_mtime_ns, st.st_ino))
    return tuple(stamp)


def _program(word: str) -> str | None:
    """The file ``exec`` runs for ``word``: itself when it names a path, else the first
    executable file of that name on ``PATH``; None when there is none. (shutil.which, without
    importing shutil on every warm start; on Windows, which adds PATHEXT, shutil's own.)"""
    if os.name == "nt":
        import shutil
        return shutil.which(word)
    if os.sep in word:
        places = [word]
    else:
        places = [os.path.join(folder or os.curdir, word)
                  for folder in (os.environ.get("PATH") or os.defpath).split(os.pathsep)]
    return next((p for p in places if os.path.isfile(p) and os.access(p, os.X_OK)), None)


def _record_path(name: str, stamp: object) -> Path | None:
    try:
        directory = cache_dir()
    except (CacheDirError, OSError):
        return None
    digest = hashlib.sha256(repr((name, stamp)).encode()).hexdigest()[:16]
    return directory / f"probe-{name}-{digest}.json"


def recall(name: str, stamp: object) -> object:
    """What ``remembered(name, stamp, ...)`` would return without computing anything, or None
    when no earlier process stored it (a function deciding whether linking it would start the
    compiler asks this, opspec.link.tier)."""
    path = _record_path(name, stamp)
    if path is None:
        return None
    try:
        record = json.loads(path.read_text())
        if record.get("stamp") == repr(stamp):
            return record["value"]
    except (OSError, ValueError, KeyError, AttributeError):
        pass
    return None


def remembered(name: str, stamp: object, compute: Callable[[], object]) -> object:
    """``compute()``'s JSON value as an earlier process found it for the same ``stamp``, else
    ``compute()`` now, stored for the next process (unless it returns None: a failure worth
    retrying).

    Why: probing the compiler (``--version``, what ``-march=native`` means, whether OpenMP links)
    costs ~80 ms of subprocesses, which a process that only loads cached kernels would pay on
    every start. The stamp must change whenever the answer could (see ``tool_stamp``). Stored
    in the cache directory (private, like the modules the answers go into); an unusable
    directory or an unreadable record just means probing."""
    path = _record_path(name, stamp)
    if path is None:
        return compute()
    value = recall(name, stamp)
    if value is not None:
        return value
    value = compute()
    if value is not None:     # written whole then renamed: a reader never sees half a record
        import tempfile

        try:
            fd, tmp = tempfile.mkstemp(prefix=f".{path.name}-", dir=path.parent)
        except OSError:
            return value
        try:
            with os.fdopen(fd, "w") as f:
                json.dump({"stamp": repr(stamp), "value": value}, f)
            if path.is_dir():
                _discard(path)      # a corrupt record: replaced like any stale one
            os.replace(tmp, path)
        except OSError:
            Path(tmp).unlink(missing_ok=True)
    return value


# --------------------------------------------------------------------------- python code

def compiled_code(source: str, filename: str):
    """``compile(source, filename, "exec")``, kept in the cache directory for the next process.

    Why: the code linking writes for one graph (its VM's run, its call, its C program's thunk;
    opspec.link.codegen) is the same in every process that compiles that graph, and compiling it
    costs a warm start ~2 ms for the logistic-regression gradient, against a tenth of that to
    load. Kept as ``_opspec_code_<key16>.marshal``: the sha256 of the marshalled code, then the
    code; keyed by the source, the file name and Python's build (environment_fingerprint: the
    marshal format is Python's own). A missing, unreadable or damaged file is compiled again."""
    import marshal

    try:
        path = cache_dir() / f"_opspec_code_{content_key('code', source, filename)[:16]}.marshal"
    except (CacheDirError, OSError):
        return compile(source, filename, "exec")
    try:
        data = path.read_bytes()
        if hashlib.sha256(data[32:]).digest() == data[:32]:
            return marshal.loads(data[32:])
    except (OSError, ValueError, EOFError, TypeError):
        pass
    code = compile(source, filename, "exec")
    body = marshal.dumps(code)
    tmp = path.with_name(f".{path.name}.tmp{os.getpid()}-{threading.get_ident()}")
    try:            # written whole then renamed: a reader never sees half a file
        tmp.write_bytes(hashlib.sha256(body).digest() + body)
        os.replace(tmp, path)
    except OSError:
        tmp.unlink(missing_ok=True)
    return code
