"""The replay plan: a span's aligned collectives as the replay script re-issues them (``tb_xrank.replay/1``).

One op per aligned collective of the chosen steps, in the recorded order (by step, then by the collective's
first arrival on the Analysis' common clock), with its group (a point-to-point pair: its two ends), element type,
each member's element count (all-gather: its input; reduce-scatter: its output, its recorded input over the group),
an all-to-all's split sizes (in elements, each member's input splits as recorded; its output splits the peers'
matching input splits) and a rooted op's root. What the traces do not record is filled in and said in ``notes``: an element type (float32, or bytes
as uint8), an all-to-all's splits (each member's input split evenly), a root (the group's first rank).
"""
import collections
import typing

import msgspec

from ..align.matching import align
from ..ingest.collargs import ITEM_BYTES
from . import callargs

if typing.TYPE_CHECKING:
    from ..align.frame import CollectiveMeta
    from ..align.identity import RankInfo
    from ..model import Analysis, Collective

PLAN_SCHEMA = "tb_xrank.replay/1"
DEFAULT_REPEAT = 5
OPS = ("allreduce", "allgather", "reduce_scatter", "alltoall", "broadcast", "reduce", "gather", "scatter", "send",
       "barrier")
ROOTED = ("broadcast", "reduce", "gather", "scatter")


class PlanOp(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """One collective as the replay re-issues it."""

    id: str
    step: int | None
    op: str
    group: list[int]
    dtype: str
    bytes: int | None
    counts: dict[str, int] = {}
    in_splits: dict[str, list[int]] = {}
    out_splits: dict[str, list[int]] = {}
    root: int | None = None
    src: int | None = None
    dst: int | None = None


class Plan(msgspec.Struct, forbid_unknown_fields=True):
    """What ``tb-xrank replay`` writes into the script and the script writes back beside its traces."""

    schema: str
    run: str
    span: int
    steps: list[int]
    world_size: int
    backend: str | None
    repeat: int
    ops: list[PlanOp]
    skipped: list[str]
    notes: list[str]


def _records(a: "Analysis", ranks: "dict[int, RankInfo]") -> tuple[dict, dict]:
    """``({(collective id, rank): its record index}, {collective id: alignment meta})``."""
    al = align(ranks)
    rec = {}
    for r, fate in al.fate.items():
        for i, row in enumerate(fate.tolist()):
            if row >= 0:
                rec[(al.meta[row].id, r)] = i
    return rec, {m.id: m for m in al.meta}


def _chosen(a: "Analysis", steps) -> list:
    """The collectives of ``steps`` (``(first, last)``, None ends open) in the recorded order."""
    lo, hi = steps if steps else (None, None)
    order: dict[int | None, int] = {s.step: i for i, s in enumerate(a.steps)}
    picked = [(k, c) for k, c in enumerate(a.collectives)
              if c.step is not None and (lo is None or c.step >= lo) and (hi is None or c.step <= hi)]

    def first_ready(c) -> float:
        vals = [t.ready_us for t in c.ranks.values() if t.ready_us is not None]
        return min(vals) if vals else float("inf")
    picked.sort(key=lambda kc: (order.get(kc[1].step, len(order)), first_ready(kc[1]), kc[0]))
    return [c for _, c in picked]


class _Notes:
    """Counts of what the traces did not record, said once each at the end."""

    def __init__(self):
        self.n: collections.Counter[str] = collections.Counter()

    def add(self, what: str) -> None:
        self.n[what] += 1

    def sentences(self) -> list[str]:
        return [f"{what} ({n} collective{'s' if n > 1 else ''})" for what, n in self.n.items()]


def build(a: "Analysis", ranks: "dict[int, RankInfo]", steps: "tuple | None" = None,
          repeat: int = DEFAULT_REPEAT) -> Plan:
    """The replay plan of the Analysis ``a`` of a span and the rank tables it was computed from."""
    rec, meta = _records(a, ranks)
    chosen = _chosen(a, steps)
    wanted = collections.defaultdict(list)
    for c in chosen:
        for r in c.ranks:
            if (c.id, r) in rec:
                wanted[r].append(rec[(c.id, r)])
    args = {r: callargs.read(ranks[r], idx) for r, idx in wanted.items()}
    notes, ops, skipped = _Notes(), [], []
    for c in chosen:
        op = _op(c, meta.get(c.id), rec, ranks, args, notes)
        (ops.append(op) if op is not None else skipped.append(c.id))
    span_steps = sorted({c.step for c in chosen})
    backend = collections.Counter(c.backend for c in chosen if c.backend).most_common(1)
    return Plan(schema=PLAN_SCHEMA, run=a.run, span=a.span, steps=[span_steps[0], span_steps[-1]] if span_steps else [],
                world_size=a.world_size, backend=backend[0][0] if backend else None, repeat=repeat, ops=ops,
                skipped=skipped, notes=notes.sentences())


def _member_args(c: "Collective", rec: dict, args: dict) -> dict:
    """``{rank: (record index, its args)}`` of the members with a record."""
    out = {}
    for r in c.ranks:
        i = rec.get((c.id, r))
        if i is not None:
            out[r] = (i, args.get(r, {}).get(i, {}))
    return out


def _dtype(c: "Collective", members: dict, ranks: dict, notes: _Notes) -> str:
    seen = collections.Counter(callargs.element_type(got, ranks[r].table.comms.dtype[i]) for r, (i, got) in members.items())
    seen.pop("", None)
    if seen:
        return seen.most_common(1)[0][0]
    if c.op == "barrier":
        return "uint8"
    notes.add("element type not recorded: float32 assumed (uint8 where the bytes are no multiple of 4)")
    return "float32" if (c.bytes or 0) % 4 == 0 else "uint8"


def _group(c: "Collective", m: "CollectiveMeta | None") -> list[int] | None:
    """The op's group: a send's two ends (None where they are unknown), else the collective's group."""
    if c.op != "send":
        return list(c.group_ranks or sorted(c.ranks))
    group = [-1 if m is None or m.src is None else int(m.src), -1 if m is None or m.dst is None else int(m.dst)]
    return None if min(group) < 0 or group[0] == group[1] else group


def _counts(c: "Collective", group: list, members: dict, ranks: dict, item: int) -> dict:
    """Each member's elements (its own record's bytes, else the collective's): its input, but a reduce-scatter's
    output, which is its recorded input (NCCL's ``In msg nelems``) over the group."""
    out = {}
    for r in group:
        i = members.get(r, (None,))[0]
        b = int(ranks[r].table.comms.nbytes[i]) if i is not None and ranks[r].table.comms.nbytes[i] >= 0 else c.bytes
        n = max(int(b or 0) // item, 0)
        out[str(r)] = n // len(group) if c.op == "reduce_scatter" else n
    return out


def _op(c: "Collective", m: "CollectiveMeta | None", rec: dict, ranks: dict, args: dict, notes: _Notes) -> PlanOp | None:
    """The plan's op of one aligned collective (None: an op the replay cannot re-issue)."""
    kind = c.op
    group = _group(c, m) if kind in OPS else None
    if group is None:
        return None
    members = _member_args(c, rec, args)
    dtype = _dtype(c, members, ranks, notes)
    counts = _counts(c, group, members, ranks, ITEM_BYTES.get(dtype, 1))
    op = PlanOp(id=c.id, step=c.step, op=kind, group=group, dtype=dtype, bytes=c.bytes,
                counts={} if kind in ("barrier", "alltoall") else counts)
    if kind == "send":
        op.src, op.dst = group
    elif kind == "alltoall":
        op.in_splits, op.out_splits = _splits(group, members, counts, notes)
    elif kind in ROOTED:
        op.root = _root(kind, group, members, notes)
    return op


def _input_splits(r: int, g: int, members: dict, counts: dict) -> tuple[list[int], bool]:
    """``(member r's input splits, whether they were not recorded)``: as recorded, else its input split evenly
    ([] as recorded: no splits given, which is an even split too)."""
    got = callargs.splits(members[r][1])[0] if r in members else None
    if got and len(got) == g:
        return got, False
    n = counts[str(r)]
    return [n // g + (1 if k < n % g else 0) for k in range(g)], got is None or bool(got)


def _splits(group: list, members: dict, counts: dict, notes: _Notes) -> tuple[dict, dict]:
    """Each member's input splits (as recorded, else its input split evenly) and the output splits they imply."""
    got = {r: _input_splits(r, len(group), members, counts) for r in group}
    if any(unknown for _, unknown in got.values()):
        notes.add("all-to-all splits not recorded: a member's input split evenly over the group")
    ins = {r: v for r, (v, _) in got.items()}
    outs = {r: [ins[q][k] for q in group] for k, r in enumerate(group)}
    return {str(r): v for r, v in ins.items()}, {str(r): v for r, v in outs.items()}


def _root(kind: str, group: list, members: dict, notes: _Notes) -> int:
    seen = collections.Counter(callargs.root(got, kind) for _, got in members.values())
    seen.pop(None, None)
    at = seen.most_common(1)[0][0] if seen else None
    if at is None or not 0 <= at < len(group):
        notes.add("root not recorded: the group's first rank")
        return group[0]
    return group[at]


RECORD = "xrank_replay.json"  # what the replay script writes beside its traces


class ReplayRun(msgspec.Struct, forbid_unknown_fields=True):
    """The replay script's record of what it ran (``RECORD`` in its --out)."""

    schema: typing.Literal["tb_xrank.replay_run/1"]
    plan: Plan
    backend: str
    world_size: int
    warmup: int
    repeat: int
    seconds: list[float]


def read_record(data: bytes) -> ReplayRun:
    """The replay's record of ``data``; ValueError when it is not one."""
    try:
        return msgspec.json.decode(data, type=ReplayRun)
    except msgspec.MsgspecError as e:
        raise ValueError(f"not a replay record written by replay.py ({e})") from None
