"""Decoded tables and analyses are cached on disk, keyed by file identity, settings and tool version."""
import os
import subprocess
import sys

import tb_xrank
from conftest import copy_run, shift_host_clock
from tb_xrank.ingest import cache as cache_mod, read
from tb_xrank import engine


def _files(root):
    return sorted(os.path.relpath(os.path.join(d, f), root) for d, _, fs in os.walk(root) for f in fs)


def test_warm_analysis_equals_cold_and_lands_in_the_cache_dir(tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    run = copy_run("fixed_slow", tmp_path / "run")
    cold = tb_xrank.analyze(run)
    stored = _files(cache)
    assert sum(f.startswith("tables") for f in stored) == 4
    assert sorted(os.path.splitext(f)[1] for f in stored if f.startswith("analysis")) == [".xra", ".xrf"]  # + frame
    monkeypatch.setattr(read, "read_file", lambda tf: (_ for _ in ()).throw(AssertionError("decoded again")))
    warm = tb_xrank.analyze(run)
    assert warm.to_json() == cold.to_json()


def test_changed_settings_reuse_tables_but_not_the_analysis(tmp_path, monkeypatch):
    run = copy_run("fixed_slow", tmp_path / "run")
    tb_xrank.analyze(run)
    monkeypatch.setattr(read, "read_file", lambda tf: (_ for _ in ()).throw(AssertionError("decoded again")))
    a = tb_xrank.analyze(run, material_fraction=0.2)
    assert a.settings.material_fraction == 0.2


def test_a_changed_file_is_decoded_again(tmp_path):
    run = copy_run("nccl_seed_intro", tmp_path / "run")
    before = tb_xrank.analyze(run)
    shift_host_clock(run, "node1", 1000.0)
    after = tb_xrank.analyze(run)
    assert after.clock.offsets_us[4] == before.clock.offsets_us[4] + 1000.0


def test_no_cache_writes_nothing(tmp_path):
    run = copy_run("fixed_slow", tmp_path / "run")
    tb_xrank.analyze(run, cache=False)
    assert not (tmp_path / "cache").exists()


def test_explicit_cache_dir(tmp_path):
    run = copy_run("nccl_seed_intro", tmp_path / "run")
    tb_xrank.analyze(run, cache_dir=str(tmp_path / "mine"))
    assert _files(tmp_path / "mine")
    assert not (tmp_path / "cache").exists()


def test_parallel_decode_gives_the_same_tables(tmp_path, monkeypatch):
    """Decoding processes hand their tables back through files (a temporary one, removed once read, or the
    cache's entry): the same Analysis as a serial decode, and nothing left behind."""
    from tb_xrank.config import Settings
    from tb_xrank.ingest.discover import discover_run

    run = copy_run("fixed_slow", tmp_path / "run")
    serial = tb_xrank.analyze(run, cache=False)
    park = tmp_path / "park"
    park.mkdir()
    pooled = dict(workers=2, parallel_min_bytes=0, park_dir=str(park))
    parallel = tb_xrank.analyze(run, cache=False, **pooled)
    assert parallel.to_json() == serial.to_json()
    assert not list(park.iterdir())
    files = discover_run(run).span(0)
    reads = engine.decode_all(files, Settings(cache=False, **pooled))
    assert [got.via for _, got in reads] == ["temporary file"] * 4
    assert not list(park.iterdir())
    cached = tb_xrank.analyze(run, cache_dir=str(tmp_path / "cache"), **pooled)
    assert cached.to_json() == serial.to_json()
    assert not list(park.iterdir())
    settings = Settings(cache_dir=str(tmp_path / "cache2"), **pooled)
    assert [got.via for _, got in engine.decode_all(files, settings)] == ["cache entry"] * 4
    assert [got.via for _, got in engine.decode_all(files, settings)] == ["cache"] * 4
    monkeypatch.setattr(cache_mod, "read_table", lambda path: None)  # every table handed back is lost on its way
    lost = engine.decode_all(files, Settings(cache=False, **pooled))
    assert {got.reason for _, got in lost} == {"decoded table lost on its way back"}
    assert not list(park.iterdir())


def test_json_of_a_cached_analysis_is_written_as_stored(tmp_path, monkeypatch, capsys):
    """``analyze --format json`` on a warm cache writes the stored JSON without decoding it (the same bytes as
    the cold answer); a damaged stored Analysis is computed again, from the cached tables."""
    from tb_xrank.model import Analysis
    from tb_xrank.cli import main

    run = copy_run("fixed_slow", tmp_path / "run")  # the cache is tmp_path / "cache" (conftest)
    assert main(["analyze", run, "--format", "json", "--quiet"]) == 0
    cold = capsys.readouterr().out
    with monkeypatch.context() as m:
        m.setattr(read, "read_file", lambda tf: (_ for _ in ()).throw(AssertionError("decoded again")))
        m.setattr(Analysis, "from_json", classmethod(lambda cls, t: (_ for _ in ()).throw(AssertionError("parsed"))))
        assert main(["analyze", run, "--format", "json", "--quiet"]) == 0
        assert capsys.readouterr().out == cold
    stored = [os.path.join(tmp_path / "cache", f) for f in _files(tmp_path / "cache") if f.endswith(".xra")]
    with open(stored[0], "r+b") as f:
        f.truncate(os.path.getsize(stored[0]) // 2)
    assert main(["analyze", run, "--format", "json", "--quiet"]) == 0
    assert capsys.readouterr().out == cold


def test_tables_handed_back_are_removed_when_the_decode_stops_early(tmp_path, monkeypatch):
    """An error while the decoded tables come back (here from the progress callback): every temporary file
    the decoders wrote is removed all the same."""
    import pytest

    from tb_xrank.config import Settings
    from tb_xrank.ingest.discover import discover_run

    run = copy_run("fixed_slow", tmp_path / "run")
    park = tmp_path / "park"
    park.mkdir()
    seen = []

    def stop(*_):
        seen.append(1)
        raise RuntimeError("stop")
    with pytest.raises(RuntimeError, match="stop"):
        engine.decode_all(discover_run(run).span(0), Settings(cache=False, workers=2, parallel_min_bytes=0,
                                                              park_dir=str(park)), progress=stop)
    assert len(seen) == 1  # one read, then the stop: 3 left unread
    assert not list(park.iterdir())




def test_a_warm_json_answer_loads_no_numpy(tmp_path):
    """A stored Analysis is written as stored: the process that answers it imports neither numpy nor the
    decoder (they are most of a warm answer's time)."""
    run = copy_run("fixed_slow", tmp_path / "run")
    env = {**os.environ, "TB_XRANK_CACHE_DIR": str(tmp_path / "cache")}
    code = ("import sys, tb_xrank.engine as e; b = e.analyze_json(sys.argv[1]); "
            "print(len(b), 'numpy' in sys.modules, 'tb_xrank.ingest.decode' in sys.modules)")
    cold = subprocess.run([sys.executable, "-c", code, run], env=env, capture_output=True, text=True, check=True)
    warm = subprocess.run([sys.executable, "-c", code, run], env=env, capture_output=True, text=True, check=True)
    assert cold.stdout.split()[1:] == ["True", "True"]
    assert warm.stdout.split() == [cold.stdout.split()[0], "False", "False"]
    cli = ("import sys; from tb_xrank.cli import main; main(['analyze', sys.argv[1], '--format', 'json', '--quiet']); "
           "print('numpy' in sys.modules, 'tb_xrank.ingest.decode' in sys.modules, file=sys.stderr)")
    warm_cli = subprocess.run([sys.executable, "-c", cli, run], env=env, capture_output=True, text=True, check=True)
    assert warm_cli.stderr.split() == ["False", "False"], warm_cli.stderr[-300:]  # the command, not only the engine
