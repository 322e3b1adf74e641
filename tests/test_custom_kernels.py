"""Communication in custom kernels (ingest/custom.py): DeepEP, NVSHMEM and userbuffers kernels become records keyed by
(pattern, occurrence within the step); the generated 8-rank DeepEP runs (fixtures/gen_deepep.py) get the verdicts
of their truth."""
import functools
import json
import os

import numpy as np
import pytest

import tb_xrank
from tb_xrank.config import Settings, parse_comm_kernels
from tb_xrank.ingest import custom
from tb_xrank.ingest.kineto import CAT_ID

RUNS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "fixtures", "runs")


@functools.lru_cache(maxsize=None)
def analysed(name: str) -> dict:
    return json.loads(tb_xrank.analyze(os.path.join(RUNS, name), cache=False).to_json())


def manifest(name: str) -> dict:
    with open(os.path.join(RUNS, name, "manifest.json")) as f:
        return json.load(f)


@pytest.mark.parametrize("name,main", [
    ("void deep_ep::intranode::dispatch<8, 768, 8192>(int4*)", "deepep:dispatch"),
    ("void deep_ep::internode::combine<__nv_bfloat16, 8>(int4*)", "deepep:combine"),
    ("void deep_ep::internode_ll::dispatch<1, 2>(void*)", "deepep:dispatch"),
    ("dpsk::ep::internode::dispatch<false, 8, 4, 16>", "deepep:dispatch"),
    ("barrier_on_stream_kernel_threadgroup", "nvshmem"),
    ("userbuffers_fp16_sum_inplace_gpu_rr_rs", "userbuffers"),
    ("kuserbuffers_pushrecv", "userbuffers"),
    ("void deep_ep::intranode::notify_dispatch<8>(int const*)", None),
    ("ncclDevKernel_AllReduce_Sum_bf16_RING_LL", None),
])
def test_builtin_patterns(name, main):
    none = np.zeros(1, dtype=bool)
    got = [p.name for p in custom.BUILTIN if custom._name_ids([name], p.main, none)[0]]
    assert got == ([main] if main else [])


@pytest.mark.parametrize("name", ["void deep_ep::intranode::notify_dispatch<8>(int const*)", "cached_notify",
                                  "dpsk::ep::cuda::get_dispatch_layout",
                                  "void deep_ep::internode::cached_notify<8>(int)"])
def test_helpers(name):
    none = np.zeros(1, dtype=bool)
    assert custom._name_ids([name], custom.BUILTIN[0].helpers, none)[0]


def _events(rows):
    """A tiny event table: ``rows`` of (name, cat, tid, start, end, corr)."""
    strings = sorted({r[0] for r in rows})
    sid = {s: i for i, s in enumerate(strings)}
    col = lambda k, f: np.array([f(r) for r in rows], dtype=np.int64)  # noqa: E731
    return strings, {"name": col(0, lambda r: sid[r[0]]), "cat": col(1, lambda r: CAT_ID[r[1]]),
                     "tid": col(2, lambda r: r[2]), "start": col(3, lambda r: r[3]), "end": col(4, lambda r: r[4]),
                     "corr": col(5, lambda r: r[5])}


def test_helpers_join_the_next_exchange():
    strings, ev = _events([
        ("cudaLaunchKernel", "cuda_runtime", 1, 100, 105, 7),
        ("deep_ep::layout::get_dispatch_layout", "kernel", 20, 200, 210, 7),
        ("deep_ep::intranode::notify_dispatch", "kernel", 20, 210, 230, 8),
        ("deep_ep::intranode::dispatch<8>", "kernel", 20, 230, 400, 9),
        ("deep_ep::intranode::cached_notify_combine", "kernel", 20, 500, 510, 10),
        ("deep_ep::intranode::combine<8>", "kernel", 20, 510, 700, 11),
        ("deep_ep::intranode::cached_notify_combine", "kernel", 20, 800, 810, 12),
    ])
    rows, kernels = custom.records(strings, ev, 8)
    assert [(r["pg"], r["ready"], r["end"], r["kernels"]) for r in rows] == [
        ("deepep:dispatch", 200, 400, 3), ("deepep:combine", 500, 700, 2)]
    assert rows[0]["enqueue"] == 100
    assert rows[0]["tid"] == 1
    assert rows[0]["ranks"] == list(range(8))
    assert rows[1]["enqueue"] == -1
    assert rows[0]["seq"] == -1
    assert kernels["kernels"] == 6
    assert kernels["left"][0][:2] == ["custom_alone", 1]


def test_user_patterns():
    assert parse_comm_kernels(["myep=my_a2a_kernel"]) == (("myep", "my_a2a_kernel"),)
    with pytest.raises(ValueError):
        Settings(comm_kernels=("bad=(",))
    with pytest.raises(ValueError):
        Settings(comm_kernels=("no-equals-and-no-file",))
    assert "comm_kernels" not in Settings().analysis_key()
    assert Settings(comm_kernels=("a=b",)).analysis_key()["comm_kernels"] == [["a", "b"]]


def test_user_pattern_file(tmp_path):
    f = tmp_path / "kernels.txt"
    f.write_text("# mine\nmyep=my_a2a_kernel\nother=foo\n")
    assert parse_comm_kernels([str(f)]) == (("myep", "my_a2a_kernel"), ("other", "foo"))


def test_user_pattern_aligns_a_kernel_family(tmp_path):
    """A user's pattern over the grouped GEMM kernel of the DeepEP job makes them records (as an illustration: any
    kernel family present on every rank in equal counts aligns)."""
    a = tb_xrank.analyze(os.path.join(RUNS, "deepep_balanced"), cache=False, comm_kernels=("gg=cutlass::gemm",))
    d = json.loads(a.to_json())
    gg = [c for c in d["collectives"] if c["pg"] == "gg"]
    assert len(gg) == 6 * 8 * 2  # 6 steps x 8 mlp ranges (4 F, 4 B) x 2 grouped GEMMs
    assert all(len(c["ranks"]) == 8 for c in gg)


@pytest.mark.parametrize("run", ["deepep_hot_expert", "deepep_rotating", "deepep_balanced"])
def test_every_exchange_aligned(run):
    """Every DeepEP exchange of every rank aligned (16 a step: 8 dispatch, 8 combine), each one's last rank and
    skew as the simulator's truth, and every DeepEP kernel counted aligned."""
    m, a = manifest(run), analysed(run)
    truth = {(t["pg"], t["step"], t["occurrence"]): t for t in m["collectives"]}
    got = [c for c in a["collectives"] if c["pg"].startswith("deepep:")]
    assert len(got) == len(truth) == 16 * len(m["steps"])
    seen = {}
    for c in got:
        k = seen[(c["pg"], c["step"])] = seen.get((c["pg"], c["step"]), -1) + 1
        t = truth[(c["pg"], c["step"], k)]
        assert abs(c["skew_us"] - t["skew_us"]) <= 2.0
        if t["skew_us"] > 20:
            assert c["last_rank"] == t["last_rank"]
    for r in a["ranks"]:
        assert r["comm_kernels"]["kernels"] == r["comm_kernels"]["aligned"] == 36 * len(m["steps"])


def _cause_findings(a):
    return [f for f in a["findings"] if f.get("kind") in ("straggler", "divergence")]


def test_hot_expert_is_a_fixed_straggler_with_a_workload_divergence():
    a = analysed("deepep_hot_expert")
    assert a["stragglers"]["class"] == "fixed"
    assert a["stragglers"]["ranks"] == [3]
    hot = [d for d in a["divergences"] if d["rank"] == 3]
    assert hot
    assert all(d["kind"] == "workload" for d in hot)
    assert any(d["op"] == "aten::_grouped_mm" and "8192" in json.dumps(d["evidence"]) for d in hot)


def test_rotating_is_rotating():
    m, a = manifest("deepep_rotating"), analysed("deepep_rotating")
    assert a["stragglers"]["class"] == "rotating"
    assert a["stragglers"]["ranks"] == m["expected"]["ranks"]


def test_balanced_is_silent():
    a = analysed("deepep_balanced")
    assert a["stragglers"]["class"] == "none"
    assert not a["divergences"]
    assert not any(c["material"] for c in a["collectives"])


@pytest.mark.parametrize("pg,skew_us", [("deepep:dispatch", 20.0), ("deepep:combine", 1000.0)])
def test_dispatch_and_combine_show_skew_and_tail(pg, skew_us):
    """Both split into skew and tail; the combine after the hot rank's grouped GEMMs carries the large skew (the
    dispatch follows attention, the same work on every rank)."""
    a = analysed("deepep_hot_expert")
    rows = [c for c in a["collectives"] if c["pg"] == pg]
    assert max(c["skew_us"] for c in rows) > skew_us
    assert min(c["tail_us"] for c in rows) > 100
