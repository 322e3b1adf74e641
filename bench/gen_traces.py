"""Generate large NCCL-schema trace sets for the benchmarks (uncompressed, as a profiler writes them)."""
import hashlib
import json
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # the repository root: fixtures
import numpy as np  # noqa: E402
from fixtures.gen_nccl import (_doc, _event_text, _kineto_head, _kineto_tail, _pg_config, kineto_json,  # noqa: E402
                               simulate, write_run)

LAYERS = 48


def program(step, rank):
    """A transformer-like step: per layer, host-only ops, GEMM/attention kernels; a gradient bucket all-reduce
    every 8 layers; rank 3 is a little slower (a straggler for the analysis to find)."""
    slow = 1.15 if rank == 3 else 1.0
    items = []
    for layer in range(LAYERS):
        for op in ("aten::empty", "aten::view", "aten::t", "aten::transpose"):
            items.append(("cpu", op, 2.0, [[4096, 4096]]))
        items.append(("compute", "aten::linear", "sm90_xmma_gemm_bf16bf16_bf16f32", 300.0 * slow,
                      [[8192, 4096], [4096, 4096]]))
        items.append(("compute", "aten::_flash_attention_forward", "flash_fwd_kernel", 250.0 * slow,
                      [[8, 32, 2048, 128], [8, 32, 2048, 128]]))
        items.append(("compute", "aten::gelu", "vectorized_elementwise_kernel", 40.0, [[8192, 16384]]))
        if layer % 8 == 7:
            items.append(("collective", "allreduce", "0", 25 << 20, 900.0))
    return items + [("sync",)]


HERE = os.path.dirname(os.path.abspath(__file__))
SOURCES = (os.path.join(HERE, "gen_traces.py"), os.path.join(HERE, "..", "fixtures", "gen_nccl.py"))


def _version(extra=()) -> str:
    """What a generated set depends on: the text of the generators (and of ``extra`` files)."""
    h = hashlib.sha1()
    for path in SOURCES + tuple(extra):
        with open(path, "rb") as f:
            h.update(f.read())
    return h.hexdigest()


def reusable(out_dir, extra=()) -> bool:
    """Whether ``out_dir`` holds a set written by the generators as they are now; a stale one is removed."""
    marker = os.path.join(out_dir, ".complete")
    if os.path.exists(marker):
        with open(marker) as f:
            if f.read().strip() == _version(extra):
                return True
    shutil.rmtree(out_dir, ignore_errors=True)
    return False


def mark(out_dir, extra=()) -> None:
    with open(os.path.join(out_dir, ".complete"), "w") as f:
        f.write(_version(extra) + "\n")


def _traces(out_dir) -> list:
    return sorted(os.path.join(out_dir, f) for f in os.listdir(out_dir) if f.endswith(".json"))


def generate(out_dir, world, target_mb):
    """Write ``world`` traces of about ``target_mb`` MB each; returns their paths (reused when the generators have
    not changed since)."""
    if reusable(out_dir):
        return _traces(out_dir)
    pgs = {"0": tuple(range(world))}
    host_of = lambda r: f"node{r // 4}"  # noqa: E731
    probe, _ = simulate(1, lambda s, r: program(s, 0), 2, {"0": (0,)}, lambda r: "n", {})
    per_step = len(kineto_json({"traceEvents": probe[0]})) / 2
    steps = max(1, int(target_mb * 1e6 / per_step))
    ev, _ = simulate(world, program, steps, pgs, host_of, {"node0": 0.0, "node1": 2_000_000.0}, first_step=100)
    paths = write_run(out_dir, world, ev, pgs, host_of, gz=False)
    mark(out_dir)
    return paths


def noisy_program(step, rank):
    """``program`` with per-rank, per-step noise (|N(0, 4 %)| on every kernel, seeded by step and rank) and
    no fixed straggler: the per-step maximum grows with the number of ranks by sampling alone."""
    rng = np.random.default_rng(step * 1_000_003 + rank)
    items = []
    for it in program(step, 0):
        if it[0] == "compute":
            it = it[:3] + (it[3] * (1 + abs(rng.normal(0, 0.04))),) + it[4:]
        items.append(it)
    return items


class _Field:
    """A number that changes from one repetition of the simulated steps to the next: printed as a named
    %-placeholder in the template, ``base`` + repetition x the ``kind``'s period."""

    def __init__(self, fields, kind, base, fmt):
        self.kind, self.base, self.fmt = kind, base, fmt.replace("%", f"%(f{len(fields)})", 1)
        fields.append(self)

    def __format__(self, spec):
        return self.fmt


_SHIFTED_ARGS = {"External id": "ext", "Ev Idx": "ext", "correlation": "corr"}


def _template(events, fields):
    """Template text of ``events`` (every literal % doubled); each shifted number becomes a named placeholder
    ``%(fN)...`` whose _Field is ``fields[N]``."""
    def d(v):
        if isinstance(v, _Field):
            return v.fmt
        return json.dumps(v).replace("%", "%%")

    parts = []
    for e in events:
        e = dict(e)
        if "ts" in e and e["ph"] != "M":
            e["ts"] = _Field(fields, "ts", e["ts"], "%.3f")
        if e["ph"] in ("s", "f"):
            e["id"] = _Field(fields, "corr", e["id"], "%d")
        if e.get("name", "").startswith("ProfilerStep#"):
            e["name"] = _Field(fields, "step", int(e["name"][13:]), '"ProfilerStep#%d"')
        if "args" in e:
            a = dict(e["args"])
            for k, kind in _SHIFTED_ARGS.items():
                if k in a and not (kind == "ext" and a[k] == 1):
                    a[k] = _Field(fields, kind, a[k], "%d")
            if "Seq" in a:
                a["Seq"] = _Field(fields, "seq:" + a["Process Group Name"], a["Seq"], "%d")
            e["args"] = a
        parts.append(_event_text(e, d))
    return ",\n".join(parts)


def generate_tiled(out_dir, world, target_mb, k_steps=16):
    """``world`` traces of about ``target_mb`` MB each: ``noisy_program`` simulated for ``k_steps`` steps (8 ranks
    per host, host clocks offset), then repeated with times, step numbers, sequence numbers and ids moved on
    by one period per repetition, so that synchronization stays honest and any size is written at disk speed.
    Reused when the generators have not changed since."""
    if reusable(out_dir):
        return _traces(out_dir)
    os.makedirs(out_dir, exist_ok=True)
    pgs = {"0": tuple(range(world))}
    host_of = lambda r: f"node{r // 8}"  # noqa: E731
    offsets = {f"node{h}": 1_000.0 * (h % 5) for h in range((world + 7) // 8)}
    ev, _ = simulate(world, noisy_program, k_steps, pgs, host_of, offsets, first_step=100)
    xs = [e for evs in ev.values() for e in evs if e["ph"] == "X"]
    period = {"ts": max(e["ts"] + e["dur"] for e in xs) - min(e["ts"] for e in xs) + 200.0, "step": k_steps}
    for kind, key in (("ext", "External id"), ("corr", "correlation")):
        vals = [e["args"][key] for e in xs if key in e.get("args", {}) and e["args"][key] != 1]
        period[kind] = max(vals) - min(vals) + 1
    for pg in pgs:
        seqs = [e["args"]["Seq"] for e in xs if e.get("args", {}).get("Process Group Name") == pg and "Seq" in e["args"]]
        period["seq:" + pg] = max(seqs) - min(seqs) + 1
    pg_config = _pg_config(pgs)
    paths = []
    for r in range(world):
        fields = []
        text = _template(ev[r], fields)
        base = np.array([f.base for f in fields], dtype=np.float64)
        step = np.array([period[f.kind] for f in fields], dtype=np.float64)
        names = [f"f{i}" for i in range(len(fields))]
        doc, name = _doc(r, world, pg_config, host_of, 1_790_000_000_000_000_000, [])
        path = os.path.join(out_dir, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(_kineto_head(doc) + ",\n".join(_event_text(e) for e in doc["traceEvents"]))
            written, k = 0, 0
            while written < target_mb * 1e6 or k == 0:
                chunk = ",\n" + text % dict(zip(names, (base + k * step).tolist()))
                f.write(chunk)
                written += len(chunk)
                k += 1
            f.write(_kineto_tail(doc))
        paths.append(path)
    mark(out_dir)
    return paths


if __name__ == "__main__":
    gen = generate_tiled if sys.argv[4:] == ["--tiled"] else generate
    for p in gen(sys.argv[1], int(sys.argv[2]), float(sys.argv[3])):
        print(p, os.path.getsize(p) // 1_000_000, "MB")
