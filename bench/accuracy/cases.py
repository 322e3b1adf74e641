"""The accuracy benchmark's scenario matrix: every case a dict that ``sim.generate`` or ``gloo.record`` turns into
a run, drawn from one seed so that the whole corpus is reproducible.

Simulated GPU jobs: meshes DP x PP x TP (DDP-like with PP 1, 1F1B pipelines, an interleaved one, one with 32
microbatches), two kernel-noise levels, three seeds each; per (mesh, noise, seed) one healthy run, which is also the
counterfactual of the faulty ones beside it, and four faulty ones (two fixed of random magnitude, one rotating, one
transient). Real gloo jobs: 2-8 processes on this machine's cores, the injected delay slept or computed; healthy runs
of each shape (the counterfactual pool of that shape) and faulty ones of every class in ``gloo.py``. Real gloo jobs
of parallel layouts (``gloo_layouts.py``: 1F1B pipelines replicated twice, PP x TP x DP, expert parallel), each
shape recorded on a quiet machine and beside ``BUSY`` processes spinning on real compute; drawn from a stream of
their own, so that adding them changed no other case. Simulated DeepEP expert-parallel jobs from a second,
independently written reading of DeepEP (``sim_deepep.py``: the host spinning until ``notify_dispatch`` ends,
grouped GEMMs whose rows follow the routing): per noise level and seed one healthy run and four faulty ones (a hot
expert fixed twice, rotating, transient), from a stream of their own too. Simulated pipelines with one stage
heavier than the others (``slow_stage``: more layers on it, no rank slower than its replicas): the stage that sets
the pace is a partition to rebalance, not a rank straggler; each beside a healthy twin of equal stages. Real FSDP2
jobs over gloo (``gloo_fsdp.py``: every block sharded, all-gathers and reduce-scatters), from a stream of their own.
"""
import random

MESHES = [  # (dp, pp, tp), schedule, microbatches
    ((8, 1, 1), "1f1b", 8), ((4, 1, 2), "1f1b", 8), ((2, 2, 1), "1f1b", 8), ((2, 4, 1), "1f1b", 8),
    ((2, 2, 2), "1f1b", 8), ((1, 4, 2), "1f1b", 8), ((2, 4, 1), "interleaved", 8), ((2, 2, 1), "1f1b", 32)]
NOISE = (0.02, 0.08)
SIM_SEEDS = 3
SIM_MAGNITUDES = (0.05, 0.1, 0.2, 0.35, 0.5, 1.0, 2.0)  # compute slow-down: kernel time x (1 + m)
GLOO_SHAPES = [(w, c) for w in (2, 4, 6, 8) for c in ("sleep", "real")]
GLOO_FAULTS = ("fixed_compute", "fixed_input", "fixed_host_gap", "rotating", "transient", "one_off_stall")
GLOO_MAGNITUDES = (0.05, 0.1, 0.2, 0.5, 1.0, 3.0)  # fraction of the nominal step (gloo.BASE_STEP_MS)
LAYOUT_SHAPES = [("pp", 4, 4), ("pp", 8, 4), ("ptd", 8, 2), ("ep", 4, 0), ("ep", 8, 0)]  # layout, world, mb
LAYOUT_FAULTS = ("fixed_compute", "fixed_data", "fixed_host_gap", "rotating", "transient", "one_off_stall")
BUSY = (0, 2)  # processes spinning beside the job
DEEPEP_SEEDS = 4
FSDP_SHAPES = [(w, c) for w in (2, 4, 8) for c in ("sleep", "real")]
FSDP_FAULTS = ("fixed_compute", "fixed_host_gap", "rotating", "transient", "one_off_stall")
STAGE_MESHES = [((2, 4, 1), 8), ((2, 2, 1), 8), ((1, 4, 2), 8), ((2, 4, 1), 32)]  # (dp, pp, tp), microbatches
STAGE_EXTRA_LAYERS = (1, 2, 4)  # on the heavy stage, beside 2 on every other
STEPS = 8


def victims(case: dict, first: int) -> "dict[int, int]":
    """``{step: the rank the fault slows}`` over the case's steps, the first numbered ``first``: every step's
    ``rank`` (fixed faults), ``(step + seed) % world`` (rotating), three steps from ``episode_start`` (transient),
    that one step (one-off stall)."""
    fault, steps = case["fault"], range(first, first + case["steps"])
    if fault in ("none", "slow_stage"):
        return {}
    if fault == "rotating":
        return {s: (s + case["seed"]) % case["world"] for s in steps}
    if fault == "transient":
        return {s: case["rank"] for s in range(first + case["episode_start"], first + case["episode_start"] + 3)}
    if fault == "one_off_stall":
        return {first + case["episode_start"]: case["rank"]}
    return {s: case["rank"] for s in steps}


def expected(case: dict, first: int) -> dict:
    """The verdict the case calls for: ``{"class", "ranks"}`` (a one-off stall is no straggler pattern)."""
    if case["fault"] == "slow_stage":
        return {"class": "none", "ranks": [], "stage": case["stage"]}
    if case["fault"] in ("none", "one_off_stall"):
        return {"class": "none", "ranks": []}
    if case["fault"] == "rotating":
        return {"class": "rotating", "ranks": sorted(set(victims(case, first).values()))}
    return {"class": "transient" if case["fault"] == "transient" else "fixed", "ranks": [case["rank"]]}


def shape_key(case: dict) -> tuple:
    """The cases that share a counterfactual: the same job with nothing injected."""
    if case["source"] == "simulated":
        return ("simulated", tuple(case["mesh"]), case["schedule"], case["microbatches"], case["noise"], case["seed"])
    if case["source"] == "sim_deepep":
        return ("sim_deepep", case["noise"], case["seed"])
    if case["source"] == "gloo_layout":
        return ("gloo_layout", case["layout"], case["world"], case["microbatches"], case["busy"])
    return (case["source"], case["world"], case["compute"])


def simulated(rng: random.Random) -> "list[dict]":
    out = []
    for mesh, sched, mb in MESHES:
        world = mesh[0] * mesh[1] * mesh[2]
        for noise in NOISE:
            for k in range(SIM_SEEDS):
                base = {"source": "simulated", "mesh": list(mesh), "schedule": sched, "microbatches": mb,
                        "world": world, "noise": noise, "seed": rng.randrange(1 << 30), "steps": STEPS}
                out.append(dict(base, fault="none"))
                for fault in ("fixed", "fixed", "rotating", "transient"):
                    out.append(dict(base, fault=fault, rank=rng.randrange(world),
                                    magnitude=rng.choice(SIM_MAGNITUDES), episode_start=rng.randrange(1, STEPS - 3)))
    return out


def _recorded(rng: random.Random, base: dict, faults: tuple, healthy: int, faulty: int, **choices) -> "list[dict]":
    """``healthy`` healthy cases and ``faulty`` faulty ones of a recorded shape ``base``: a fault of ``faults`` on a
    random rank, its magnitude, seed, episode and profiler options drawn (and one of each ``choices`` list)."""
    out = [dict(base, fault="none", seed=rng.randrange(1 << 20)) for _ in range(healthy)]
    for _ in range(faulty):
        out.append(dict(base, fault=rng.choice(faults), rank=rng.randrange(base["world"]),
                        magnitude=rng.choice(GLOO_MAGNITUDES), seed=rng.randrange(1 << 20),
                        episode_start=rng.randrange(1, STEPS - 3), record_shapes=rng.random() < 0.8,
                        with_stack=rng.random() < 0.2, **{k: rng.choice(v) for k, v in choices.items()}))
    return out


def gloo(rng: random.Random, healthy_per_shape: int = 3, faulty_per_shape: int = 10) -> "list[dict]":
    return [c for world, compute in GLOO_SHAPES
            for c in _recorded(rng, {"source": "gloo", "world": world, "compute": compute, "steps": STEPS},
                               GLOO_FAULTS, healthy_per_shape, faulty_per_shape)]


def layouts(rng: random.Random, healthy_per_shape: int = 2, faulty_per_shape: int = 6) -> "list[dict]":
    return [c for layout, world, mb in LAYOUT_SHAPES for busy in BUSY
            for c in _recorded(rng, {"source": "gloo_layout", "layout": layout, "world": world, "microbatches": mb,
                                     "busy": busy, "steps": STEPS},
                               LAYOUT_FAULTS + (("fixed_input",) if layout == "ep" else ()), healthy_per_shape,
                               faulty_per_shape)]


def fsdp(rng: random.Random, healthy_per_shape: int = 2, faulty_per_shape: int = 5) -> "list[dict]":
    return [c for world, compute in FSDP_SHAPES
            for c in _recorded(rng, {"source": "gloo_fsdp", "world": world, "compute": compute, "steps": STEPS},
                               FSDP_FAULTS, healthy_per_shape, faulty_per_shape, windows=(1, 2))]


def deepep(rng: random.Random) -> "list[dict]":
    out = []
    for noise in NOISE:
        for _ in range(DEEPEP_SEEDS):
            base = {"source": "sim_deepep", "world": 8, "noise": noise, "seed": rng.randrange(1 << 30), "steps": STEPS}
            out.append(dict(base, fault="none"))
            for fault in ("fixed", "fixed", "rotating", "transient"):
                out.append(dict(base, fault=fault, rank=rng.randrange(8), magnitude=rng.choice(SIM_MAGNITUDES),
                                episode_start=rng.randrange(1, STEPS - 3)))
    return out


def stages(rng: random.Random) -> "list[dict]":
    out = []
    for mesh, mb in STAGE_MESHES:
        for noise in NOISE:
            for _ in range(2):
                base = {"source": "simulated", "mesh": list(mesh), "schedule": "1f1b", "microbatches": mb,
                        "world": mesh[0] * mesh[1] * mesh[2], "noise": noise, "seed": rng.randrange(1 << 30),
                        "steps": STEPS}
                out.append(dict(base, fault="none"))
                stage, extra = rng.randrange(mesh[1]), rng.choice(STAGE_EXTRA_LAYERS)
                layers = [2] * mesh[1]
                layers[stage] += extra
                out.append(dict(base, fault="slow_stage", stage=stage, layers=layers))
    return out


def matrix(seed: int = 37, gloo_healthy: int = 3, gloo_faulty: int = 10, layout_healthy: int = 2,
           layout_faulty: int = 6) -> "list[dict]":
    """Every case, each with its ``id`` (``s0001`` simulated, ``g0001`` gloo DDP, ``l0001`` gloo layouts, ``e0001``
    simulated DeepEP, ``p0001`` simulated pipelines with a heavy stage and their healthy twins, ``f0001`` gloo FSDP2)."""
    rng = random.Random(seed)
    sims, reals = simulated(rng), gloo(rng, gloo_healthy, gloo_faulty)
    lays = layouts(random.Random(f"{seed}/layouts"), layout_healthy, layout_faulty)
    eps = deepep(random.Random(f"{seed}/deepep"))
    pipes = stages(random.Random(f"{seed}/stages"))
    shards = fsdp(random.Random(f"{seed}/fsdp"))
    return ([dict(c, id=f"s{i:04d}") for i, c in enumerate(sims)]
            + [dict(c, id=f"g{i:04d}") for i, c in enumerate(reals)]
            + [dict(c, id=f"l{i:04d}") for i, c in enumerate(lays)]
            + [dict(c, id=f"e{i:04d}") for i, c in enumerate(eps)]
            + [dict(c, id=f"p{i:04d}") for i, c in enumerate(pipes)]
            + [dict(c, id=f"f{i:04d}") for i, c in enumerate(shards)])
