"""The cache runs no code and serves no damage: a planted pickle is never loaded, a damaged or forged entry is a
miss (computed again and rewritten), and the answer is always the uncached one."""
import dataclasses
import functools
import hashlib
import os
import pickle
import random

import msgspec
import numpy as np
import pytest

import tb_xrank
from conftest import copy_run, run_path
from tb_xrank.ingest import cache, tablecodec
from tb_xrank.ingest.read import read
from tb_xrank import engine
from tb_xrank.config import Settings
from tb_xrank.ingest.discover import discover_run

RUN = "fixed_slow"


@functools.lru_cache(maxsize=None)
def uncached(run: str) -> str:
    """The run's Analysis JSON, computed without the cache."""
    return tb_xrank.analyze(run, cache=False).to_json()


def _entries(run: str, root: str) -> list:
    """The paths of the cached tables of the run's first span, in file order."""
    return [cache._path(root, "tables", cache.file_key(tf), ".xrt") for tf in discover_run(run).span(0)]


def _drop_analyses(root) -> None:
    """Remove the cached Analyses, so that the next analysis reads the cached tables."""
    for d, _, fs in os.walk(os.path.join(root, "analysis")):
        for f in fs:
            os.unlink(os.path.join(d, f))


class _Plant:
    """Unpickling this creates ``marker``."""

    def __init__(self, marker):
        self.marker = marker

    def __reduce__(self):
        return open, (self.marker, "w")


def test_a_planted_pickle_is_never_run(tmp_path):
    """A pickle planted where each table and the Analysis would be (the old ``.pkl`` and ``.json`` paths too), and
    handed back as a decoder's table: never unpickled, the answer the uncached one, the entries rewritten."""
    root, marker = str(tmp_path / "cache"), str(tmp_path / "ran")
    run = copy_run(RUN, tmp_path / "run")
    bomb = pickle.dumps(_Plant(marker))
    key = cache.analysis_key(discover_run(run).span(0), Settings().analysis_key(), 0)
    tables = _entries(run, root)
    planted = [p for e in tables for p in (e, e[:-4] + ".pkl")]
    planted += [cache._path(root, "analysis", key, ext) for ext in (".xra", ".xrf", ".json")]
    for p in planted:
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "wb") as f:
            f.write(bomb)
    park = str(tmp_path / "handed.xrt")
    with open(park, "wb") as f:
        f.write(bomb)
    assert cache.read_table(park) is None  # how a table handed back by a decoding process is read
    assert tb_xrank.analyze(run).to_json() == uncached(run)
    from tb_xrank.reports.export import merged_trace

    with open(cache._path(root, "analysis", key, ".xrf"), "wb") as f:  # the Analysis stays, its frame is a pickle
        f.write(bomb)
    assert merged_trace(run, Settings(cache_dir=root)) == merged_trace(run, Settings(cache=False))
    assert not os.path.exists(marker)
    assert all(cache.read_table(p) is not None for p in tables)
    assert cache.load_analysis(root, key) == uncached(run).encode()


def _damage(data: bytes, rnd: random.Random) -> bytes:
    """``data`` with a few bytes flipped, cut short, or with bytes appended."""
    kind = rnd.choice(("flip", "truncate", "append"))
    if kind == "truncate":
        return data[:rnd.randrange(len(data))]
    if kind == "append":
        return data + rnd.randbytes(rnd.randint(1, 64))
    out = bytearray(data)
    for _ in range(rnd.randint(1, 8)):
        out[rnd.randrange(len(out))] ^= 1 << rnd.randrange(8)
    return bytes(out)


def _cached_run(tmp_path):
    """``(run, cache root, table entries, {entry: its bytes})`` of a copy of RUN analysed once."""
    root = str(tmp_path / "cache")
    run = copy_run(RUN, tmp_path / "run")
    tb_xrank.analyze(run)
    entries = _entries(run, root)
    intact = {}
    for p in entries:
        with open(p, "rb") as f:
            intact[p] = f.read()
    return run, root, entries, intact


def test_damaged_tables_are_computed_again(tmp_path):
    """60 seeded damages, each to one cached table: the answer is the uncached one, and the entry is rewritten."""
    run, root, entries, intact = _cached_run(tmp_path)
    for seed in range(60):
        rnd = random.Random(seed)
        p = entries[seed % len(entries)]
        with open(p, "wb") as f:
            f.write(_damage(intact[p], rnd))
        _drop_analyses(root)
        assert tb_xrank.analyze(run).to_json() == uncached(run), f"seed {seed}"
        with open(p, "rb") as f:
            assert f.read() == intact[p], f"seed {seed}: not rewritten"


def test_forged_damage_never_takes_the_analysis_down(tmp_path):
    """40 seeded damages to the description or the arrays, each with its checksum made to match: the table is a miss
    or is read as it now is; either way the analysis gives an answer."""
    run, root, entries, intact = _cached_run(tmp_path)
    for seed in range(40):
        rnd = random.Random(seed)
        p = entries[seed % len(entries)]
        data = bytearray(intact[p])
        for _ in range(rnd.randint(1, 8)):
            data[rnd.randrange(tablecodec._DESC, len(data))] ^= 1 << rnd.randrange(8)
        data[len(tablecodec.TABLE_MAGIC):tablecodec._HEAD] = hashlib.sha256(data[tablecodec._HEAD:]).digest()
        with open(p, "wb") as f:
            f.write(data)
        _drop_analyses(root)
        assert isinstance(tb_xrank.analyze(run), tb_xrank.Analysis), f"seed {seed}"
        with open(p, "wb") as f:
            f.write(intact[p])


def _altered(path: str) -> None:
    """Change one number of the stored Analysis, leaving it well-formed JSON of the schema."""
    with open(path, "rb") as f:
        data = f.read()
    at = len(cache.ANALYSIS_MAGIC) + hashlib.sha256().digest_size
    blob = data[at:]
    i = blob.index(b'"world_size":') + len(b'"world_size":')
    forged = blob[:i] + b"9" + blob[i:]
    msgspec.json.decode(forged)
    with open(path, "wb") as f:
        f.write(data[:at] + forged)


@pytest.mark.parametrize("as_json", [False, True])
def test_an_altered_analysis_is_computed_again(tmp_path, as_json):
    """A stored Analysis changed but still well-formed is not served (as an object or as its JSON): it is computed
    again, from the cached tables, and stored again."""
    root = str(tmp_path / "cache")
    path = copy_run(RUN, tmp_path / "run")
    run, settings = discover_run(path), Settings()
    cold = engine.analyze_span(run, 0, settings).to_json()
    assert cold == uncached(path)
    stored = cache._path(root, "analysis", cache.analysis_key(run.span(0), settings.analysis_key(), 0), ".xra")
    _altered(stored)
    if as_json:
        assert engine.analyze_span_json(run, 0, settings) == cold.encode()
    else:
        assert engine.analyze_span(run, 0, settings).to_json() == cold
    assert cache.load_analysis(root, cache.analysis_key(run.span(0), settings.analysis_key(), 0)) == cold.encode()
    assert engine.analyze_span_json(run, 0, settings) == cold.encode()


def _forge(entry: bytes, edit) -> bytes:
    """``entry`` with its description changed by ``edit(description)`` and its checksum made to match (the array
    bytes as they were)."""
    at = tablecodec._DESC
    n = int.from_bytes(entry[tablecodec._HEAD:at], "little")
    meta = msgspec.msgpack.decode(entry[at:at + n], type=tablecodec._Table)
    edit(meta)
    desc = msgspec.msgpack.encode(meta)
    body = len(desc).to_bytes(8, "little") + desc + bytes(-(at + len(desc)) % 8) + entry[at + n + (-(at + n) % 8):]
    return tablecodec.TABLE_MAGIC + hashlib.sha256(body).digest() + body


def _via_table(edit):
    """A forgery made by changing the decoded table and encoding it again (a valid checksum)."""
    def forge(entry):
        t = tablecodec.decode_table(entry)
        edit(t)
        return tablecodec.encode_table(t)
    return forge


def _set(**kw):
    """An edit setting fields of the description."""
    def edit(meta):
        for k, v in kw.items():
            setattr(meta, k, v)
    return edit


def _array(group, column, **kw):
    """An edit setting fields of one array's description (a callable value maps the field's old value)."""
    def edit(meta):
        arrays = getattr(meta, group) if group != "comms" else meta.comms.arrays
        for k, v in kw.items():
            setattr(arrays[column], k, v(getattr(arrays[column], k)) if callable(v) else v)
    return edit


FORGERIES = {
    "name id beyond the strings": _via_table(lambda t: t.events["name"].__setitem__(0, len(t.strings))),
    "negative name id": _via_table(lambda t: t.events["name"].__setitem__(-1, -1)),
    "category beyond CATS": _via_table(lambda t: t.events["cat"].__setitem__(0, 99)),
    "dims id beyond the dims": _via_table(lambda t: t.events["dims"].__setitem__(0, len(t.dims))),
    "events out of order": _via_table(lambda t: t.events["start"].__setitem__(0, t.events["start"][-1] + 1)),
    "an event ending before its start": _via_table(lambda t: t.events["end"].__setitem__(0, t.events["start"][0] - 1)),
    "steps out of order": _via_table(lambda t: t.steps["num"].__setitem__(0, t.steps["num"][-1])),
    "a collective list of another length": _via_table(lambda t: t.comms.op.append("allreduce")),
    "a column of another length": lambda e: _forge(e, _array("events", "cat", count=lambda c: c - 1)),
    "a float column": lambda e: _forge(e, _array("events", "start", dtype="<f8")),
    "an object column": lambda e: _forge(e, _array("steps", "num", dtype="|O")),
    "an array past the end": lambda e: _forge(e, _array("comms", "seq", offset=1 << 40)),
    "a negative length": lambda e: _forge(e, _array("events", "tid", count=-1)),
    "a missing column": lambda e: _forge(e, lambda m: m.events.pop("corr")),
    "an extra column": lambda e: _forge(e, lambda m: m.steps.update(extra=m.steps["num"])),
    "a rank of another type": lambda e: _forge(e, _set(rank="zero")),
    "thread names of another type": lambda e: _forge(e, _set(threads={1: 2})),
}


@pytest.mark.parametrize("what", list(FORGERIES))
def test_a_forged_table_is_a_miss(tmp_path, what):
    """A table that matches its checksum but not the structure decode writes is a miss: computed again."""
    root = str(tmp_path / "cache")
    run = copy_run(RUN, tmp_path / "run")
    tb_xrank.analyze(run)
    p = _entries(run, root)[0]
    with open(p, "rb") as f:
        intact = f.read()
    forged = FORGERIES[what](intact)
    assert forged != intact
    with open(p, "wb") as f:
        f.write(forged)
    assert cache.read_table(p) is None
    _drop_analyses(root)
    assert tb_xrank.analyze(run).to_json() == uncached(run)
    assert cache.read_table(p) is not None


def test_tables_come_back_whole_and_writable(tmp_path):
    """Every field of a stored table reads back equal, of the same types, its arrays writable."""
    for name in ("fixed_slow", "nccl_seed_intro", "baseline"):
        for tf in discover_run(run_path(name)).span(0):
            t = read(tf)
            back = cache.read_table(cache.write_table(str(tmp_path / "t.xrt"), t))
            assert _plain(back) == _plain(t)
            assert back.events["corr"].flags.writeable
            assert isinstance(back.comms.seq, np.ndarray)


def _plain(t):
    """A table as nested builtins (arrays as dtype and list), for a comparison that sees types."""
    def conv(v):
        if dataclasses.is_dataclass(v):
            return {f.name: conv(getattr(v, f.name)) for f in dataclasses.fields(v)}
        if isinstance(v, np.ndarray):
            return (v.dtype.str, v.tolist())
        if isinstance(v, dict):
            return [(conv(k), conv(x)) for k, x in v.items()]
        if isinstance(v, (list, tuple)):
            return (type(v).__name__, [conv(x) for x in v])
        return (type(v).__name__, v)
    return conv(t)
