"""Replay of one profiled span's collectives with synchronized readiness, written by ``tb-xrank replay``.

Re-creates the span's process groups and re-issues its aligned collectives in the recorded order, with the
recorded ops, sizes, element types and splits, each preceded by a barrier of its group so that every member is
ready together, repeated --repeat times under the PyTorch profiler (tensorboard_trace_handler): --out is a run
that ``tb-xrank service RUN OUT`` reads against the run. Tensors are allocated once; nothing of the job (model,
data) is needed. It needs torch, and nothing else.

    python replay.py --spawn 4 --backend gloo --out LOGDIR/replay        # N local processes (CPU)
    torchrun --nproc-per-node 8 replay.py --out LOGDIR/replay             # one process per GPU (NCCL)

The plan below is data: it is read by json.loads and checked field by field before anything runs.
"""
from __future__ import annotations

import argparse
import json
import os
import socket
import sys
import time
import typing
import warnings
from types import ModuleType

if typing.TYPE_CHECKING:  # the script needs torch only when it runs the replay
    from collections.abc import Callable

    from torch import Tensor
    from torch import device as Device
    from torch.distributed import ProcessGroup

PLAN_JSON = ""  # the plan (written by tb-xrank replay)

OPS = ("allreduce", "allgather", "reduce_scatter", "alltoall", "broadcast", "reduce", "gather", "scatter", "send",
       "barrier")
DTYPES = ("float32", "float64", "float16", "bfloat16", "uint8", "int8", "bool", "int16", "int32", "int64",
          "complex64", "complex128", "float8_e4m3fn", "float8_e5m2")
MAX_ELEMENTS = 1 << 36
RECORD = "xrank_replay.json"


class PlanError(ValueError):
    """The plan is not one this script can run."""


def _int(v: object, what: str, lo: int = 0, hi: int = MAX_ELEMENTS) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
        raise PlanError(f"{what}: expected an integer in [{lo}, {hi}], got {v!r}")
    return v


def _ranks(v: object, world: int, what: str) -> list:
    if not isinstance(v, list) or not v or len(set(map(repr, v))) != len(v):
        raise PlanError(f"{what}: expected a list of distinct ranks")
    return [_int(r, what, 0, world - 1) for r in v]


def _per_rank(v: object, group: list, what: str, lists: bool = False) -> dict:
    if not isinstance(v, dict) or set(v) - {str(r) for r in group}:
        raise PlanError(f"{what}: expected an object keyed by the group's ranks")
    if lists:
        return {int(k): [_int(x, what) for x in _list(x_, what, len(group))] for k, x_ in v.items()}
    return {int(k): _int(x, what) for k, x in v.items()}


def _list(v: object, what: str, n: int) -> list:
    if not isinstance(v, list) or len(v) != n:
        raise PlanError(f"{what}: expected a list of {n} sizes")
    return v


def check_op(op: dict, world: int, i: int) -> dict:
    """One op of the plan, checked: only known ops, element types, ranks and sizes pass."""
    where = f"ops[{i}]"
    if not isinstance(op, dict) or op.get("op") not in OPS or op.get("dtype") not in DTYPES:
        raise PlanError(f"{where}: unknown op or element type")
    group = _ranks(op.get("group"), world, f"{where}.group")
    out = {"op": op["op"], "dtype": op["dtype"], "group": group, "counts": _per_rank(op.get("counts", {}), group,
                                                                                    f"{where}.counts")}
    if op["op"] == "alltoall":
        out["in_splits"] = _per_rank(op.get("in_splits"), group, f"{where}.in_splits", lists=True)
        out["out_splits"] = _per_rank(op.get("out_splits"), group, f"{where}.out_splits", lists=True)
    if op["op"] in ("broadcast", "reduce", "gather", "scatter"):
        out["root"] = _int(op.get("root"), f"{where}.root", 0, world - 1)
        if out["root"] not in group:
            raise PlanError(f"{where}.root is no member of the group")
    if op["op"] == "send":
        out["src"], out["dst"] = (_int(op.get(k), f"{where}.{k}", 0, world - 1) for k in ("src", "dst"))
        if sorted([out["src"], out["dst"]]) != sorted(group):
            raise PlanError(f"{where}: a send's group is its two ends")
    missing = [r for r in group if r not in out["counts"] and op["op"] not in ("barrier", "alltoall")]
    if missing:
        raise PlanError(f"{where}.counts lacks ranks {missing}")
    return out


def load_plan(text: str) -> dict:
    """The plan of ``text``, checked; PlanError when anything in it is not what this script runs."""
    try:
        plan = json.loads(text)
    except ValueError as e:
        raise PlanError(f"the plan is not JSON: {e}") from None
    if not isinstance(plan, dict) or plan.get("schema") != "tb_xrank.replay/1":
        raise PlanError("not a tb_xrank.replay/1 plan")
    world = _int(plan.get("world_size"), "world_size", 1, 1 << 22)
    ops = plan.get("ops")
    if not isinstance(ops, list):
        raise PlanError("ops: expected a list")
    return {"world_size": world, "ops": [check_op(op, world, i) for i, op in enumerate(ops)],
            "repeat": _int(plan.get("repeat", 5), "repeat", 1, 10000), "raw": plan}


def _groups(plan: dict, world: int) -> list:
    """Every membership the replay needs a group for (not the world's), in plan order: every rank creates them
    all, in this order."""
    seen = []
    for op in plan["ops"]:
        g = tuple(sorted(op["group"]))
        if len(g) < world and g not in seen:
            seen.append(g)
    return seen


def _lengths(op: dict, rank: int) -> tuple:
    """(input elements, output elements) of ``rank``'s buffers for ``op``."""
    n, g, kind = op["counts"].get(rank, 0), len(op["group"]), op["op"]
    if kind == "alltoall":
        return sum(op["in_splits"].get(rank, [])), sum(op["out_splits"].get(rank, []))
    if kind in ("allgather", "gather"):
        return n, n * g
    if kind in ("reduce_scatter", "scatter"):
        return n * g, n
    return n, n


def _buffers(torch: ModuleType, plan: dict, rank: int, device: Device) -> dict[str, tuple[Tensor, Tensor]]:
    """``{dtype: (input buffer, output buffer)}``, each as long as the largest use: allocated once."""
    need: dict[str, tuple[int, int]] = {}
    for op in plan["ops"]:
        if rank in op["group"]:
            i, o = _lengths(op, rank)
            a, b = need.get(op["dtype"], (1, 1))
            need[op["dtype"]] = (max(a, i), max(b, o))
    return {dt: (_zeros(torch, i, dt, device), _zeros(torch, o, dt, device)) for dt, (i, o) in need.items()}


def _zeros(torch: ModuleType, n: int, dtype: str, device: Device) -> Tensor:
    """``n`` zeros of ``dtype`` (uninitialised where the type has no fill, as float8 on some builds)."""
    try:
        return torch.zeros(n, dtype=getattr(torch, dtype), device=device)
    except (RuntimeError, TypeError):
        return torch.empty(n, dtype=getattr(torch, dtype), device=device)


def _rooted(dist: ModuleType, op: dict, rank: int, src: Tensor, out: Tensor, group: ProcessGroup | None) -> None:
    """broadcast, reduce, gather, scatter: the root as the plan names it (a global rank)."""
    kind, n, g, root = op["op"], op["counts"].get(rank, 0), len(op["group"]), op["root"]
    if kind == "broadcast":
        dist.broadcast(src[:n], src=root, group=group)
    elif kind == "reduce":
        dist.reduce(src[:n], dst=root, group=group)
    elif kind == "gather":
        dist.gather(src[:n], [out[k * n:(k + 1) * n] for k in range(g)] if rank == root else None, dst=root, group=group)
    else:
        dist.scatter(out[:n], [src[k * n:(k + 1) * n] for k in range(g)] if rank == root else None, src=root,
                     group=group)


def _issue(dist: ModuleType, op: dict, rank: int, bufs: dict[str, tuple[Tensor, Tensor]],
           group: ProcessGroup | None) -> None:
    """Re-issue one collective on ``rank``, its barrier done."""
    kind, n, g = op["op"], op["counts"].get(rank, 0), len(op["group"])
    src, out = bufs[op["dtype"]]
    if kind == "allreduce":
        dist.all_reduce(src[:n], group=group)
    elif kind == "allgather":
        dist.all_gather_into_tensor(out[:n * g], src[:n], group=group)
    elif kind == "reduce_scatter":
        dist.reduce_scatter_tensor(out[:n], src[:n * g], group=group)
    elif kind == "alltoall":
        ins, outs = op["in_splits"][rank], op["out_splits"][rank]
        dist.all_to_all_single(out[:sum(outs)], src[:sum(ins)], outs, ins, group=group)
    elif kind == "send":
        (dist.send(src[:n], dst=op["dst"]) if rank == op["src"] else dist.recv(out[:n], src=op["src"]))
    elif kind == "barrier":
        dist.barrier(group=group)
    else:
        _rooted(dist, op, rank, src, out, group)


def _repetition(dist: ModuleType, plan: dict, rank: int, bufs: dict[str, tuple[Tensor, Tensor]],
                groups: dict[tuple, ProcessGroup], sync: Callable[[], None]) -> None:
    """Every op of the plan this rank is a member of, each after a barrier of its group."""
    for op in plan["ops"]:
        if rank not in op["group"]:
            continue
        group = groups.get(tuple(sorted(op["group"])))
        dist.barrier(group=group)
        _issue(dist, op, rank, bufs, group)
        sync()


def _worker(rank: int, world: int, args: argparse.Namespace, plan: dict) -> None:
    """One rank of the replay: groups, buffers, then warm-up and repeated repetitions under the profiler."""
    import torch
    import torch.distributed as dist
    from torch.profiler import ProfilerActivity, profile, schedule, tensorboard_trace_handler

    warnings.filterwarnings("ignore", category=FutureWarning)
    nccl = args.backend == "nccl"
    local = int(os.environ.get("LOCAL_RANK", rank))
    device = torch.device("cuda", local) if nccl else torch.device("cpu")
    if nccl:
        torch.cuda.set_device(device)
    else:
        torch.set_num_threads(1)
    dist.init_process_group(args.backend, rank=rank, world_size=world)
    groups = {g: dist.new_group(list(g)) for g in _groups(plan, world)}
    bufs = _buffers(torch, plan, rank, device)
    sync = torch.cuda.synchronize if nccl else (lambda: None)
    acts = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if nccl else [])
    handler = tensorboard_trace_handler(args.out, worker_name=f"{socket.gethostname()}_{os.getpid()}", use_gzip=True)
    took = []
    with profile(activities=acts, record_shapes=True, on_trace_ready=handler,
                 schedule=schedule(wait=0, warmup=args.warmup, active=args.repeat, repeat=1)) as prof:
        for _ in range(args.warmup + args.repeat):
            t0 = time.perf_counter()
            _repetition(dist, plan, rank, bufs, groups, sync)
            took.append(time.perf_counter() - t0)
            prof.step()
    dist.barrier()
    if rank == 0:
        _write_record(args, plan, world, took)
    dist.destroy_process_group()


def _write_record(args: argparse.Namespace, plan: dict, world: int, took: list) -> None:
    """What ran, beside the traces (``tb-xrank service`` reads it): the plan and the repetitions' seconds."""
    doc = {"schema": "tb_xrank.replay_run/1", "plan": plan["raw"], "backend": args.backend, "world_size": world,
           "warmup": args.warmup, "repeat": args.repeat, "seconds": [round(t, 6) for t in took[args.warmup:]]}
    tmp = os.path.join(args.out, f".{RECORD}.tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(doc, f)
    os.replace(tmp, os.path.join(args.out, RECORD))


def _spawned(rank: int, world: int, args: argparse.Namespace, plan: dict) -> None:
    _worker(rank, world, args, plan)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def parse_args(argv: list | None, plan: dict) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", required=True, help="where the traces go (a run directory tb-xrank reads)")
    p.add_argument("--spawn", type=int, metavar="N", help="start N local processes (else: launched by torchrun)")
    p.add_argument("--backend", choices=("gloo", "nccl"), help="default: nccl where CUDA is available, else gloo")
    p.add_argument("--repeat", type=int, default=plan["repeat"], help=f"profiled repetitions (default {plan['repeat']})")
    p.add_argument("--warmup", type=int, default=1, help="repetitions run before profiling (default 1)")
    p.add_argument("--dry-run", action="store_true", help="check the plan and say what would run, run nothing")
    return p.parse_args(argv)


def main(argv: list | None = None) -> int:
    try:
        plan = load_plan(PLAN_JSON)
    except PlanError as e:
        print(f"replay: {e}", file=sys.stderr)
        return 2
    args = parse_args(argv, plan)
    world = plan["world_size"]
    if args.dry_run:
        print(f"{len(plan['ops'])} collectives on {world} ranks, {len(_groups(plan, world))} groups, "
              f"{args.repeat} repetitions")
        return 0
    import torch

    args.backend = args.backend or ("nccl" if torch.cuda.is_available() else "gloo")
    os.makedirs(args.out, exist_ok=True)
    if args.spawn is not None:
        if args.spawn != world:
            print(f"replay: the span has {world} ranks: --spawn {world}", file=sys.stderr)
            return 2
        os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
        os.environ.setdefault("MASTER_PORT", str(_free_port()))
        torch.multiprocessing.spawn(_spawned, args=(world, args, plan), nprocs=world, join=True)
        return 0
    if int(os.environ.get("WORLD_SIZE", "0")) != world:
        print(f"replay: the span has {world} ranks: run it with {world} processes (torchrun, or --spawn {world})",
              file=sys.stderr)
        return 2
    _worker(int(os.environ["RANK"]), world, args, plan)
    return 0


if __name__ == "__main__":
    sys.exit(main())
