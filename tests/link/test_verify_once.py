"""A cache entry's shared object is hashed once per process however many entries link to it
(the kernels of a batch), and hashed again once its bytes may have changed."""
import os

from opspec.link.c import cache
from opspec.link.c.cache import CacheEntry, file_sha256


def _entry(directory, name, so_bytes_from=None):
    entry = CacheEntry(directory, name)
    if so_bytes_from is None:
        entry.so_path.write_bytes(os.urandom(4096))
    else:
        os.link(so_bytes_from, entry.so_path)
    entry.sha_path.write_text(file_sha256(entry.so_path) + "\n")
    return entry


def test_hard_linked_entries_hash_their_file_once(tmp_path, monkeypatch):
    first = _entry(tmp_path, "_opspec_a_0000000000000000")
    others = [_entry(tmp_path, f"_opspec_{n}_0000000000000000", first.so_path) for n in "bcd"]
    hashed = []
    monkeypatch.setattr(cache, "file_sha256", lambda path: hashed.append(path) or file_sha256(path))
    assert all(e.verify() for e in [first, *others, first])
    assert len(hashed) == 1


def test_a_file_changed_in_place_is_hashed_again(tmp_path):
    entry = _entry(tmp_path, "_opspec_a_0000000000000000")
    assert entry.verify()
    st = os.stat(entry.so_path)
    with open(entry.so_path, "r+b") as f:       # same size, same inode
        f.write(b"\x00" * 16)
    # (timestamps tick coarsely: set one that differs, as a write a while later would)
    os.utime(entry.so_path, ns=(st.st_atime_ns, st.st_mtime_ns + 10**9))
    assert not entry.verify()
    with open(entry.so_path, "r+b") as f:
        f.truncate(100)
    assert not entry.verify()
