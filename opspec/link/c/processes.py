"""The compilers this process runs: each in a session of its own, so that stopping it stops what
it started (cc1, as, ld), and all of them stopped when the process exits.

Why: builds behind tiered functions (opspec.link.tier) run on daemon threads, and a process
exiting does not wait for kernels it will never call. Killing only the compiler driver would
leave cc1 compiling after the process is gone; a session of its own also keeps Ctrl-C at the
terminal from reaching the compiler, so ``run`` kills it when its wait is interrupted. The
build directories of stopped compilers are removed by their threads, or swept by the next
process (cache.sweep_builds). ``subprocess`` and ``signal`` are imported by the first build: a
process that only loads cached kernels runs none (subprocess alone costs its import ~4 ms).
"""
from __future__ import annotations

import atexit
import os
import threading


class Exiting(Exception):
    """The process is exiting: the compiler was stopped, or not started."""


_running: set = set()
_lock = threading.Lock()
_exiting = False


def run(cmd, cwd, env, timeout: float) -> tuple[int, str, str]:
    """(return code, stdout, stderr) of ``cmd``; raises OSError (it cannot be run),
    subprocess.TimeoutExpired (it was killed after ``timeout`` seconds) or Exiting."""
    import subprocess

    with _lock:
        if _exiting:
            raise Exiting("not compiled: the process is exiting")
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                                text=True, errors="replace", cwd=cwd, env=env, start_new_session=True)
        _running.add(proc)
    try:
        stdout, stderr = proc.communicate(timeout=timeout)
    except BaseException:       # a timeout, or Ctrl-C while waiting
        _kill(proc)
        proc.communicate()
        raise
    finally:
        with _lock:
            _running.discard(proc)
    if _exiting:
        raise Exiting("stopped: the process is exiting")
    return proc.returncode, stdout, stderr


def running() -> int:
    """How many compilers run now."""
    return len(_running)


def stop_all() -> None:
    """Kill the compilers running and start no more (at exit)."""
    global _exiting
    with _lock:
        _exiting = True
        procs = list(_running)
    for proc in procs:
        _kill(proc)


def _kill(proc) -> None:
    import signal

    try:
        if hasattr(os, "killpg"):
            os.killpg(proc.pid, signal.SIGKILL)     # its session's process group: pgid == pid
        else:
            proc.kill()
    except OSError:     # gone already
        pass


atexit.register(stop_all)


def _forget():
    global _lock
    _lock = threading.Lock()     # a forked child: none of these processes are its own
    _running.clear()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget)
