"""Every NCCL/RCCL shape PyTorch has written, 1.13 to today (issue 25, part 1).

Generated multi-rank runs of each shape (``fixtures/gen_shapes.py``, the schema each version wrote) are aligned
against their truth; the real traces of ``../shared/real-traces`` (skipped where that folder is absent) have every
communication kernel aligned or counted under a reason that is true of it."""
import collections
import gzip
import json
import os
import shutil

import msgspec
import numpy as np
import pytest

import tb_xrank
from conftest import REAL, rewrite, trace_files
from fixtures import gen_shapes
from tb_xrank.ingest.discover import discover_run
from tb_xrank.ingest.read import read
from tb_xrank.model import validate

STEPS = 4


@pytest.fixture(scope="module")
def shape_runs(tmp_path_factory):
    """``run(shape, **kw) -> (run dir, manifest)``, each written once per module."""
    root, made = tmp_path_factory.mktemp("shapes"), {}

    def run(shape, **kw):
        key = (shape, tuple(sorted(kw.items())))
        if key not in made:
            out = str(root / f"{shape}-{len(made)}")
            made[key] = (out, gen_shapes.write(out, shape, steps=STEPS, **kw))
        return made[key]
    return run


def _copy(src, dest):
    shutil.copytree(src, dest)
    return str(dest)


def _kernels(a, rank):
    return next(r for r in a.ranks if r.rank == rank).comm_kernels


def _left(ck) -> dict:
    return {x.code: x.kernels for x in ck.left}


@pytest.mark.parametrize("shape", sorted(gen_shapes.SHAPES))
def test_every_shape_aligns_across_ranks_as_its_truth(shape, shape_runs):
    """Each collective of the truth is one aligned collective with the truth's id, op and step, its last rank and
    its skew; every kernel is aligned but the CUDA graph replays, which are named as such."""
    run, m = shape_runs(shape, graph=True)
    a = tb_xrank.analyze(run, cache=False)
    validate(a)
    got = {c.id: c for c in a.collectives}
    assert sorted(got) == sorted(t["id"] for t in m["collectives"])
    assert not a.mismatches
    for t in m["collectives"]:
        c = got[t["id"]]
        ready = {int(r): v for r, v in t["ready_us"].items()}
        skew = max(ready.values()) - min(ready.values())
        assert (c.op, c.step) == (t["op"], t["step"])
        assert c.skew_us == pytest.approx(skew, abs=2.0)
        if skew > 50:
            assert c.last_rank == max(ready, key=ready.get)
    for r in range(m["world_size"]):
        ck = _kernels(a, r)
        assert ck.aligned + sum(x.kernels for x in ck.left) == ck.kernels
        assert _left(ck) == {"cuda_graph": STEPS}
        assert not ck.notes


def test_grouped_sendrecv_kernels_are_one_alltoall(shape_runs):
    """PyTorch 2.0: every kernel is a SendRecv kernel; the op comes from the nccl:* annotation, and the two kernels
    of one all-to-all are one record, ready at the first's start, ending at the second's end."""
    run, m = shape_runs("torch-2.0")
    t = read(discover_run(run).span(0)[0])
    names = {t.strings[i] for i in t.events["name"][t.events["cat"] == 2].tolist()}
    assert {n for n in names if n.startswith("nccl")} == {gen_shapes.kernel_name(gen_shapes.SHAPES["torch-2.0"],
                                                                                 "allreduce", "float32")}
    c = t.comms
    assert collections.Counter(c.op) == {"alltoall": 2 * STEPS, "allgather": STEPS, "reduce_scatter": STEPS,
                                         "allreduce": STEPS}
    a2a = [i for i, op in enumerate(c.op) if op == "alltoall"]
    others = [i for i in range(len(c)) if i not in a2a]
    assert c.kernels[a2a].tolist() == [2, 1] * STEPS
    assert (c.kernels[others] == 1).all()
    truth = [x for x in m["collectives"] if x["op"] == "alltoall"]
    assert np.allclose(c.ready[a2a] / 1e3, [x["ready_us"]["0"] + m["time_shift_us"] for x in truth], atol=1.0)
    assert np.allclose(c.end[a2a] / 1e3, [x["end_us"]["0"] + m["time_shift_us"] for x in truth], atol=1.0)


def test_older_traces_name_each_group_after_its_nccl_stream(shape_runs):
    """Before PyTorch 2.1 no args name the process group: each NCCL stream is one (ProcessGroupNCCL gives every
    group its own), so the all-gathers on their own stream keep their own ordinals."""
    run, _ = shape_runs("torch-1.13")
    t = read(discover_run(run).span(0)[0])
    by_pg = collections.defaultdict(set)
    for op, pg, stream in zip(t.comms.op, t.comms.pg, t.comms.stream.tolist()):
        by_pg[pg].add((op, stream))
    assert by_pg == {"stream20": {("alltoall", 20), ("allreduce", 20)},
                     "stream24": {("allgather", 24), ("reduce_scatter", 24)}}


def test_the_op_is_the_collective_name_then_the_annotation_then_the_kernel_name(shape_runs, tmp_path):
    """An annotation that says otherwise does not override ``Collective name``; without either, the kernel's name
    gives the op (a SendRecv kernel: point-to-point without peers, named as such)."""
    run, _ = shape_runs("torch-2.3")
    run = _copy(run, tmp_path / "ann")

    def relabel(d):
        for e in d["traceEvents"]:
            if e.get("name") == "nccl:all_to_all":
                e["name"] = "nccl:all_reduce"
    for f in trace_files(run):
        rewrite(f, relabel)
    assert collections.Counter(read(discover_run(run).span(0)[0]).comms.op)["alltoall"] == 2 * STEPS

    old, _ = shape_runs("torch-2.0")
    old = _copy(old, tmp_path / "bare")

    def unannotated(d):
        d["traceEvents"] = [e for e in d["traceEvents"] if not str(e.get("name", "")).startswith("nccl:")]
    for f in trace_files(old):
        rewrite(f, unannotated)
    a = tb_xrank.analyze(old, cache=False)
    ck = _kernels(a, 0)
    assert _left(ck) == {"no_peer": ck.kernels}
    assert not a.collectives
    assert "ingest.nccl_unlinked" in [w.code for w in next(r for r in a.ranks if r.rank == 0).warnings]


def test_comms_id_is_cross_checked_with_pg_and_seq(shape_runs, tmp_path):
    """Where records carry ``Comms Id``, a member whose Comms Id differs at the same (PG, Seq) is a mismatch."""
    run, m = shape_runs("torch-2026")
    run = _copy(run, tmp_path / "run")
    target = next(t for t in m["collectives"] if t["op"] == "allreduce")
    pg, seq = target["id"].split(":")

    def forge(d):
        for e in d["traceEvents"]:
            a = e.get("args", {})
            if a.get("Process Group Name") == pg and a.get("Seq") == int(seq):
                a["Comms Id"] = 12345
    rewrite(next(f for f in trace_files(run) if "_3001." in f), forge)
    a = tb_xrank.analyze(run, cache=False)
    assert [(x.collective, x.rank) for x in a.mismatches] == [(target["id"], 1)]
    assert "Comms Id 12345" in a.mismatches[0].got
    assert "Comms Id" in a.mismatches[0].expected
    assert sorted(next(c for c in a.collectives if c.id == target["id"]).ranks) == [0, 2, 3]
    assert _left(_kernels(a, 1)) == {"mismatched": 1}


def test_seq_and_args_on_kernel_rows_alone(shape_runs, tmp_path):
    """Kernel rows repeat the collective args, Seq included: without any record_param_comms every collective
    keeps its (PG, Seq) identity; the one kernel that carried none (endCoalescing's, whose ops only host records
    described) is keyed by its stream and ordinal instead, and aligned all the same."""
    run, m = shape_runs("torch-2026")
    run = _copy(run, tmp_path / "run")
    for f in trace_files(run):
        rewrite(f, lambda d: d.update(traceEvents=[e for e in d["traceEvents"]
                                                   if e.get("name") != "record_param_comms"]))
    a = tb_xrank.analyze(run, cache=False)
    want = {t["id"] for t in m["collectives"]}
    got = {c.id for c in a.collectives}
    assert got - want == {f"stream20:allreduce#{i}" for i in range(STEPS)}
    assert len(want - got) == STEPS
    assert not a.mismatches
    assert _kernels(a, 0).aligned == _kernels(a, 0).kernels


def test_alltoall_members_must_move_one_element_type(shape_runs, tmp_path):
    """An all-to-all's sizes differ by design, its element type does not: a member of another type is a
    mismatch."""
    run, m = shape_runs("torch-2.0")
    run = _copy(run, tmp_path / "run")

    def retype(d):
        for e in d["traceEvents"]:
            if e.get("name") == "nccl:all_to_all" and e.get("cat") == "user_annotation":
                e["args"]["Input type"] = ["long"]
                break
    rewrite(next(f for f in trace_files(run) if "_3002." in f), retype)
    a = tb_xrank.analyze(run, cache=False)
    first = next(t["id"] for t in m["collectives"] if t["op"] == "alltoall")
    assert [(x.collective, x.rank, x.got, x.expected) for x in a.mismatches] == [
        (first, 2, "alltoall of int64", "alltoall of float32")]


def test_coalesced_calls_are_one_record_of_their_ops(shape_runs):
    """``allreduce_coalesced`` (one call, one launch) and start/endCoalescing (each op records itself; the kernel
    is launched under ``nccl:coalesced``) are one all-reduce each, of all their bytes; no op is left over."""
    run, _ = shape_runs("torch-2.3")
    t = read(discover_run(run).span(0)[0])
    c = t.comms
    sizes = collections.Counter(nb for op, nb in zip(c.op, c.nbytes.tolist()) if op == "allreduce")
    assert sizes == {(1 << 20) * 4: STEPS, (3 << 16) * 4: STEPS, 2 * (1 << 16) * 4: STEPS}
    assert "ingest.nccl_host_only" not in [w.code for w in t.warnings]


def test_batched_point_to_point_is_named(shape_runs, tmp_path):
    """A ``nccl:coalesced`` launch for send/recv ops (``batch_isend_irecv``) moves data to several peers at once: its
    kernel is named as batched point-to-point, not aligned as a collective."""
    run, _ = shape_runs("torch-2.3")
    run = _copy(run, tmp_path / "run")

    def to_sends(d):
        for e in d["traceEvents"]:
            if e.get("name") == "record_param_comms" and e["args"].get("In msg nelems") == 1 << 16:
                e["args"]["Collective name"] = "send"
    for f in trace_files(run):
        rewrite(f, to_sends)
    a = tb_xrank.analyze(run, cache=False)
    assert _left(_kernels(a, 0)) == {"batched_p2p": STEPS}
    assert len(a.collectives) == 6 * STEPS
    assert not a.mismatches


def test_rccl_generic_kernels_take_the_op_of_their_host_record(shape_runs, tmp_path):
    """RCCL names every kernel ``ncclDevKernel_Generic``: the host record gives the op; without one the kernels
    are named as of no known op."""
    run, m = shape_runs("rocm-2.8")
    t = read(discover_run(run).span(0)[0])
    assert collections.Counter(t.comms.op) == {"alltoall": 2 * STEPS, "allgather": STEPS, "reduce_scatter": STEPS,
                                               "allreduce": 3 * STEPS}
    run = _copy(run, tmp_path / "run")

    def hostless(d):
        d["traceEvents"] = [e for e in d["traceEvents"]
                            if e.get("name") != "record_param_comms" and not str(e.get("name")).startswith("nccl:")]
        for e in d["traceEvents"]:
            if e.get("cat") == "kernel":
                e["args"].pop("Collective name", None)
    for f in trace_files(run):
        rewrite(f, hostless)
    a = tb_xrank.analyze(run, cache=False)
    ck = _kernels(a, 0)
    assert _left(ck) == {"op_unknown": ck.kernels}
    assert ck.aligned == 0


def test_graph_launches_without_device_rows_are_said(shape_runs, tmp_path):
    """A CUDA graph launch whose kernels the trace does not hold may hide collectives: said as a note and a
    warning; the kernels it holds are named as replayed by a graph."""
    run, _ = shape_runs("torch-2.8", graph=True)
    run = _copy(run, tmp_path / "run")

    def drop_graph_kernels(d):
        corr = {e["args"]["correlation"] for e in d["traceEvents"] if e.get("name") == "cudaGraphLaunch"}
        d["traceEvents"] = [e for e in d["traceEvents"]
                            if not (e.get("cat") == "kernel" and e["args"].get("correlation") in corr)]
    rewrite(trace_files(run)[0], drop_graph_kernels)
    a = tb_xrank.analyze(run, cache=False)
    ck = _kernels(a, 0)
    assert [n.code for n in ck.notes] == ["graph_unseen"]
    assert ck.notes[0].count == STEPS
    assert "cuda_graph" not in _left(ck)
    assert _left(_kernels(a, 1)) == {"cuda_graph": STEPS}
    assert any(w.code == "ingest.cuda_graph_unseen" and w.text.startswith(f"{STEPS} of {STEPS} CUDA graph launches")
               for w in next(r for r in a.ranks if r.rank == 0).warnings)


# --- real traces ----------------------------------------------------------------------------------------------------

real = pytest.mark.skipif(not os.path.isdir(REAL), reason="../shared/real-traces is absent")

# per trace and rank: (communication kernels, aligned, {reason: kernels}) as measured
REAL_COUNTS = {
    "sampled-2-of-128": {0: (10, 4, {"mismatched": 6}), 1: (10, 4, {"mismatched": 6})},
    "nccl-16rank-rank0": {0: (80, 0, {"before_trace": 5, "peers_not_profiled": 75})},
    "a100-rank3-of-8": {3: (60, 0, {"peers_not_profiled": 60})},
    "nccl-2rank-rank0": {0: (21, 0, {"peers_not_profiled": 21})},
    "vllm-b200-rank0-of-8": {0: (74, 0, {"outside_nccl": 73, "no_step": 1})},
    "rccl-mi300-rank0-of-8": {0: (17, 0, {"before_trace": 5, "peers_not_profiled": 12})},
    "process-group-id-key": {0: None}, "rocm-no-distributed-info": {0: None}, "no-distributed-info": {0: None},
    "cpu-only-rank34-of-300": {34: None},
}


@real
@pytest.mark.parametrize("name", sorted(REAL_COUNTS))
def test_every_communication_kernel_of_a_real_trace_is_aligned_or_named(name):
    a = tb_xrank.analyze(os.path.join(REAL, name), cache=False)
    for r, want in REAL_COUNTS[name].items():
        row = next(x for x in a.ranks if x.rank == r)
        ck = row.comm_kernels
        if want is None:
            assert ck is msgspec.UNSET
            continue
        assert ck.aligned + sum(x.kernels for x in ck.left) == ck.kernels
        assert (ck.kernels, ck.aligned, _left(ck)) == want


@real
def test_sampled_ranks_align_what_both_samples_kept():
    """``sampled-2-of-128`` is event-sampled: at some places in a step its two ranks kept different collectives.
    Where the records at one place of one NCCL stream agree (op, element type, size), their kernels end within
    0.5 ms on the two ranks (one collective); where they disagree, their ends are 13 ms or more apart: they are
    different collectives, and the mismatches say so truly."""
    tables = {r: read(tf) for r, tf in enumerate(discover_run(os.path.join(REAL, "sampled-2-of-128")).span(0))}
    assert sorted(t.rank for t in tables.values()) == [0, 1]
    place = {}
    for t in tables.values():
        c, n = t.comms, collections.Counter()
        step = np.searchsorted(t.steps["start"], c.enqueue, side="right")
        for i in range(len(c)):
            k = (c.pg[i], int(step[i]), n[(c.pg[i], int(step[i]))])
            n[(c.pg[i], int(step[i]))] += 1
            sig = (c.op[i], c.dtype[i] if c.op[i] == "alltoall" else int(c.nbytes[i]))
            place.setdefault(k, {})[t.rank] = (sig, int(c.end[i]))
    agree = [abs(v[0][1] - v[1][1]) for v in place.values() if v[0][0] == v[1][0]]
    differ = [abs(v[0][1] - v[1][1]) for v in place.values() if v[0][0] != v[1][0]]
    assert len(agree) == 4
    assert len(differ) == 6
    assert max(agree) < 500_000
    assert min(differ) > 10_000_000  # ns
    a = tb_xrank.analyze(os.path.join(REAL, "sampled-2-of-128"), cache=False)
    assert sorted(c.op for c in a.collectives) == ["allgather", "allgather", "allreduce", "allreduce"]
    assert len({x.collective for x in a.mismatches}) == 6


SINGLE = {"a100-rank3-of-8": "control.json.gz", "nccl-16rank-rank0": "rank0.json.gz",
          "nccl-2rank-rank0": "nccl_data.json.gz", "rccl-mi300-rank0-of-8": "resnet_act_checkpoint.json.gz"}


@real
@pytest.mark.parametrize("name", sorted(SINGLE))
def test_a_real_rank_aligns_with_a_copy_of_itself(name, tmp_path):
    """The real schema's keys hold across ranks: a real rank and a copy of it as another rank of its job align
    every record; only the kernels ingest left out stay out, for the same reasons."""
    with gzip.open(os.path.join(REAL, name, SINGLE[name])) as f:
        doc = json.load(f)
    run = tmp_path / "run"
    run.mkdir()
    di = doc["distributedInfo"]
    me = di["rank"]
    other = (me + 1) % di["world_size"]
    for r in (me, other):
        di["rank"] = r
        with gzip.open(run / f"worker{r}.pt.trace.json.gz", "wt") as f:
            json.dump(doc, f)
    a = tb_xrank.analyze(str(run), cache=False)
    for r in (me, other):
        ck = _kernels(a, r)
        ingest = {k: v for k, v in REAL_COUNTS[name][me][2].items() if k in ("before_trace", "outside_nccl")}
        assert _left(ck) == ingest
        assert ck.aligned == ck.kernels - sum(ingest.values())
    # every call of these traces launched one kernel: one collective per kernel
    assert not a.mismatches
    assert len(a.collectives) == REAL_COUNTS[name][me][0] - sum(ingest.values())
