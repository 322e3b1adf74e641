"""A host that spins on memory the device writes (DeepEP's CPU waiting for ``notify_dispatch``'s counts) records no
call: the wait is read from the gap's end meeting a kernel's end, is released by the exchange's join, and is not
missing evidence. Runs of the second DeepEP reading (``bench/accuracy/sim_deepep.py``)."""
import gzip
import json
import os

import numpy as np
import pytest

import tb_xrank
from bench.accuracy import sim_deepep
from tb_xrank.diagnose import evidence, graph_edges
from tb_xrank.diagnose.links import Syncs

CASE = {"source": "sim_deepep", "world": 8, "steps": 6, "noise": 0.02, "seed": 11, "episode_start": 2}


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    out = str(tmp_path_factory.mktemp("deepep_b"))
    runs = {c["id"]: sim_deepep.generate(c, out) for c in (dict(CASE, id="healthy", fault="none"),
                                                           dict(CASE, id="hot", fault="fixed", rank=3, magnitude=0.8),
                                                           dict(CASE, id="unsynced", fault="fixed", rank=3,
                                                                magnitude=0.8))}
    for f in os.listdir(runs["unsynced"]):  # the same job with no host sync call recorded at all
        path = os.path.join(runs["unsynced"], f)
        if f.endswith(".gz"):
            doc = json.load(gzip.open(path))
            doc["traceEvents"] = [e for e in doc["traceEvents"]
                                  if e.get("name") not in ("cudaStreamSynchronize", "Stream Sync")]
            with gzip.open(path, "wt") as out_file:
                json.dump(doc, out_file)
    return runs


def _median_step(a):
    return float(np.median([s.time_us for s in a.steps]))


@pytest.mark.parametrize("name", ["hot", "unsynced"])  # spins are read whether or not the rank also synced
def test_the_hot_experts_what_if_is_its_healthy_twin(runs, name):
    healthy, hot = (tb_xrank.analyze(runs[k], cache=False) for k in ("healthy", name))
    s = hot.stragglers
    assert (s.class_, s.ranks) == ("fixed", [3])
    twin = _median_step(healthy)
    assert _median_step(hot) > 1.3 * twin
    assert abs(s.step_time_without_us - twin) <= 0.05 * twin, (s.step_time_without_us, twin)


def test_without_the_join_before_the_spins_release_the_what_if_saves_nothing(runs, monkeypatch):
    none = (np.zeros(0, dtype=np.int64),) * 2
    monkeypatch.setattr(graph_edges, "_released_in_exchange", lambda *a: none)
    s = tb_xrank.analyze(runs["hot"], cache=False).stragglers
    assert s.step_time_without_us > 0.9 * s.step_time_us  # the spins' releases keep the late arrivals' time


def test_a_gap_a_spin_covers_is_no_missing_evidence():
    spins = Syncs.of([(1, 4001, 100.0, 900.0, 895.0, 20)])
    gaps = [{"rank": 1, "step": 1, "start_us": 120.0, "dur_us": 700.0},   # inside the spin: explained
            {"rank": 0, "step": 1, "start_us": 120.0, "dur_us": 700.0},   # another rank: kept
            {"rank": 1, "step": 1, "start_us": 850.0, "dur_us": 1000.0}]  # mostly after it: kept
    assert evidence.not_waits(gaps, spins, [0, 1]) == gaps[1:]
