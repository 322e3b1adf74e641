"""Excess over role peers, the run's own noise, and what-if by replay.

For every node with an own duration (a stretch of a launching thread before an
enqueue, a launch, a sync's return or the step end, a ready latency, a transfer
after the last arrival, the kernels a stream ran up to a producer's end, a
consumer's start or a sync's release) its
*expected* duration is the median of the same node (role, step, position in the
step's program, kind) on the rank's role peers (the position: the k-th collective
of its kind, op and group size, in the rank's step); a rank alone in its role is
compared with its own other steps. The *noise* of that node is the role members'
step-to-step spread of it, pooled: 1.4826 × the median, over every member and step
at that place, of the absolute excess less the member's median excess (what moves
the whole machine in one step cancels in the excess, a member's constant offset in
the centring; a rank slowed in some steps, or a straggler that moves between
ranks, is a minority of the pooled values and does not raise its own noise).
A node
*diverges* when its excess over the expected duration is at least NOISE_K × noise
and at least ``floor_us``, or when the same node of the rank is *persistently*
longer: its median excess over the window's steps is at least the noise and
``floor_us``, and its excess is positive in at least PERSIST_SHARE of them (a fixed
straggler on a noisy machine beats the noise over the steps, not in each one);
then each of its steps with an excess of at least the noise and ``floor_us``
diverges.
In a role of two ranks each one's excess is the other's, negated: a straggler that
moves between the two is in half the pooled values and raises the noise it must
beat. There a node also diverges when its excess over its one peer reaches
``floor_us`` and its excess over its own median at that place (the median of its
other steps) is at least NOISE_K × that own excess's noise (1.4826 × the median,
over both members and every step, of its absolute value): the peer cancels what
moves the whole machine, the rank's own steps give a spread its peer's slowness
cannot inflate; the noise such a node states, and the one it is held to below,
is that own noise. Or when that excess over its peer is at least NOISE_K × the
noise of a two-member difference read from the pair's faster member (its duration
there, step by step, spreads by what the healthy member does; a straggler that
alternates between the two never is the faster one), and each member is the one
slower by that much in MIN_TURNS steps or more (the slowness moves between them;
one member merely noisier than the other is not it): the noise it states is that one.
A rank's work nodes whose excesses each beat NOISE_K × their noise but not the
floor diverge together when, in one step, they add up to the floor and to NOISE_K
× the root sum of squares of their noises (a rank slower in every microbatch).

What-if: the graph replayed with chosen nodes at their expected durations. Within
one step the step starts are the measured ones; over the whole span each step
starts where the replayed previous step ended, plus the measured gap between them.
"""
import dataclasses

import numpy as np

from .graph import E, F, H, LP, LQ, LW, P, Q, R, T, W, Graph

NOISE_K = 3.5
PERSIST_SHARE = 0.75
MIN_TURNS = 2  # steps in which each member of a role of two must be the slower one beyond the pair's noise
OWN = (E, Q, F, T, LQ, LP, P, W, LW, R, H)
WORK = (E, T, LQ, LP, P, W, LW, R)  # the nodes whose own duration is the rank's own work (not a transfer or a wait)


def group_median(groups: np.ndarray, vals: np.ndarray, exclude_self: bool = False) -> np.ndarray:
    """Per element, the median of ``vals`` over its group (without itself when ``exclude_self``; NaN when
    nothing is left)."""
    out = np.full(len(vals), np.nan)
    if not len(vals):
        return out
    o = np.lexsort((vals, groups))
    g, v = groups[o], vals[o]
    start = np.ones(len(g), dtype=bool)
    start[1:] = g[1:] != g[:-1]
    gs = np.maximum.accumulate(np.where(start, np.arange(len(g)), 0))
    size = np.bincount(np.cumsum(start) - 1)[np.cumsum(start) - 1]
    p = np.arange(len(g)) - gs
    m = size - 1 if exclude_self else size
    ok = m >= 1
    k1 = np.maximum((m - 1) // 2, 0)
    k2 = np.maximum(m // 2, 0)

    def at(k: np.ndarray) -> np.ndarray:
        shift = (k >= p) if exclude_self else np.zeros(len(k), dtype=bool)
        return v[np.minimum(gs + k + shift, len(v) - 1)]
    med = np.where(ok, (at(k1) + at(k2)) / 2.0, np.nan)
    out[o] = med
    return out


@dataclasses.dataclass
class Excess:
    """Per own-duration node: expected duration, noise, how many peers the expectation rests on."""

    nodes: np.ndarray
    expected: np.ndarray
    noise: np.ndarray
    peers: np.ndarray  # role peers in the same step (0: compared with the rank's own other steps)
    diverges: np.ndarray


def excess(g: Graph, role: np.ndarray, floor_us: float) -> Excess:
    nodes = np.flatnonzero(np.isin(g.kind, OWN) & (g.rank >= 0))
    kind, rank, step = g.kind[nodes], g.rank[nodes], g.step[nodes]
    slot = np.where(kind == T, -1, g.place[nodes])
    d = g.d[nodes]
    rl = role[rank]
    place = codes(rl, slot, kind)
    in_step = codes(place, step)
    peer_med = group_median(in_step, d, exclude_self=True)
    peers = np.bincount(in_step)[in_step] - 1
    own = codes(rank, slot, kind)
    self_med = group_median(own, d, exclude_self=True)
    expected = np.where(peers >= 1, peer_med, self_med)
    ex = d - expected
    resid = np.nan_to_num(ex)
    typical = group_median(own, resid)
    noise = 1.4826 * group_median(place, np.abs(resid - typical))
    steps_of = np.bincount(own)[own]
    share = np.bincount(own, weights=(resid > 0).astype(float))[own] / steps_of
    floor = np.maximum(noise, floor_us)
    persistent = (typical >= floor) & (share >= PERSIST_SHARE) & (steps_of >= 3)
    div = np.isfinite(expected) & ((ex >= np.maximum(NOISE_K * noise, floor_us)) | (persistent & (ex >= floor)))
    noise = _two_members(place, own, peers == 1, d, ex, self_med, noise, floor_us, div)
    work = np.isin(kind, WORK)
    div |= _spread_over_step(ex, noise, np.isfinite(expected) & work & ~div, codes(rank, step), floor_us)
    return Excess(nodes, np.nan_to_num(expected, nan=0.0), noise, peers, div)


def _two_members(place, own, pair, d, ex, self_med, noise, floor_us, div) -> np.ndarray:
    """In a role of two ranks (``pair``), the nodes that diverge by their own steps or by the pair's faster member
    (``div`` updated in place); returns the noise each node states. Own: the excess over the rank's own median at
    that place is at least NOISE_K × 1.4826 × the median, over both members and every step, of its absolute value.
    Faster member: the excess over the peer is at least NOISE_K × the noise of a difference of two members, taken
    from the faster one's duration at that place step by step (1.4826 × its median absolute deviation over the
    steps, × √2 / √(1 − 1/π): what the difference of two members spreads by when their minimum spreads by that),
    which a straggler alternating between the two cannot raise; and each of the two is the one that much slower
    in MIN_TURNS steps or more (a slowness that moves between them, not one member noisier than the other)."""
    open_ = pair & ~div & np.isfinite(ex) & (ex > 0)
    own_ex = d - self_med
    own_noise = 1.4826 * group_median(place, np.abs(np.nan_to_num(own_ex)))
    by_own = open_ & (own_ex >= NOISE_K * own_noise)
    fast = d - np.maximum(np.nan_to_num(ex), 0.0)
    spread = group_median(place, np.abs(fast - group_median(place, fast)))
    fast_noise = 1.4826 * np.sqrt(2.0 / (1.0 - 1.0 / np.pi)) * spread
    slower = open_ & ~by_own & (ex >= NOISE_K * fast_noise) & (ex >= floor_us)
    turns = np.bincount(own, weights=slower.astype(float))[own]
    fewest = np.full(int(place.max()) + 1 if len(place) else 0, np.inf)
    np.minimum.at(fewest, place, turns)
    by_fast = slower & (fewest[place] >= MIN_TURNS)
    div |= (by_own & (ex >= floor_us)) | by_fast
    return np.where(by_own, own_noise, np.where(by_fast, fast_noise, noise))


def _spread_over_step(ex, noise, known, pair, floor_us) -> np.ndarray:
    """The work nodes (``known``: those not diverging on their own) of a (rank, step) whose excesses each beat their noise (> NOISE_K × noise) and together beat
    ``floor_us`` and NOISE_K × their noises' root sum of squares, in two nodes or more: a rank slower in every
    microbatch, no one of whose nodes crosses the floor."""
    cand = known & (ex > NOISE_K * noise) & (ex > 0)
    w = np.where(cand, ex, 0.0)
    total = np.bincount(pair, weights=w)
    n = np.bincount(pair, weights=cand.astype(float))
    rss = np.sqrt(np.bincount(pair, weights=np.where(cand, noise, 0.0) ** 2))
    held = (total >= np.maximum(floor_us, NOISE_K * rss)) & (n >= 2)
    return cand & held[pair]


def codes(*cols: np.ndarray) -> np.ndarray:
    """One integer per distinct combination of the columns, numbered in the columns' lexicographic order."""
    n = len(cols[0])
    code = np.zeros(n, dtype=np.int64)
    if not n:
        return code
    span = 1
    for c in cols:
        c = np.asarray(c, dtype=np.int64)
        lo = int(c.min())
        width = int(c.max()) - lo + 1
        if width > 4 * n + 1024:  # sparse values: their ranks instead
            c, lo = np.unique(c, return_inverse=True)[1].ravel(), 0
            width = int(c.max()) + 1
        if span * width >= 1 << 62:
            code = np.unique(code, return_inverse=True)[1].ravel()
            span = int(code.max()) + 1
        code = code * width + (c - lo)
        span *= width
    return np.unique(code, return_inverse=True)[1].ravel()


def step_times(g: Graph, times: np.ndarray) -> dict:
    """``{step: median over ranks of (T − S)}`` for each scenario row of ``times``: arrays over scenarios."""
    times = np.atleast_2d(times)
    tn, sn, num = g.pair_nodes()
    dur = times[:, tn] - times[:, sn]
    steps, first = np.unique(num, return_index=True)
    med = np.stack([group_median(num, row)[first] for row in dur], axis=1) if len(num) else np.zeros((0, 1))
    return {int(k): med[i] for i, k in enumerate(steps.tolist())}


@dataclasses.dataclass(frozen=True)
class Replay:
    """The span replayed at its own durations: each node's ``times`` (µs), its binding predecessor ``bind`` (-1:
    none) and the ``steps``' replayed times ``{step: median over ranks of (T − S)}``."""

    times: np.ndarray
    bind: np.ndarray
    steps: dict

    @classmethod
    def of(cls, g: Graph) -> "Replay":
        """The replay of ``g`` at its own durations ``g.d``."""
        times = g.replay(g.d)[0]
        return cls(times, g.binding(times), {n: float(v[0]) for n, v in step_times(g, times).items()})


def scenarios(g: Graph, ex: Excess, sets: list) -> list:
    """For each set of node positions (into ``ex.nodes``, all of one step): that step's time with those nodes at
    their expected durations, every step starting at its measured start. Steps do not reach into each other,
    so the sets of different steps are replayed together, one of each step per row (unless a collective joins
    records of different steps: then one set per row)."""
    rows: list[dict[int, int]] = []  # per row: {step: set index}
    for i, pos in enumerate(sets):
        num = int(g.step[ex.nodes[pos[0]]])
        row = next((r for r in rows if num not in r), None) if not g.coupled else None
        if row is None:
            row = {}
            rows.append(row)
        row[num] = i
    out: list[float | None] = [None] * len(sets)
    d = np.tile(g.d, (len(rows), 1))
    for k, row in enumerate(rows):
        for i in row.values():
            nodes = ex.nodes[sets[i]]
            d[k, nodes] = np.minimum(g.d[nodes], ex.expected[sets[i]])
    if rows:
        st = step_times(g, g.replay(d))
        for k, row in enumerate(rows):
            for num, i in row.items():
                out[i] = float(st[num][k])
    return out


def span(g: Graph, d: np.ndarray, sweeps: int = 16) -> dict:
    """``{step: step time}`` replayed over the whole span: each step starts where the rank's replayed previous
    step ended, plus the measured gap; sweeps until the step times settle (within 1 µs)."""
    before = dict(zip(g.steps[1:], g.steps[:-1]))
    follow = [(j, num) for (j, num) in g.s_node if (j, num) in g.gap]  # steps that start after the previous one
    sn = np.array([g.s_node[p] for p in follow], dtype=np.int64)
    tp = np.array([g.t_node[(j, before[num])] for j, num in follow], dtype=np.int64)
    gap = np.array([g.gap[p] for p in follow], dtype=float)
    starts = g.t.copy()
    prev = None
    for _ in range(max(1, min(sweeps, len(g.steps)))):
        times = g.replay(d, starts)[0]
        st = {num: float(v[0]) for num, v in step_times(g, times).items()}
        if prev is not None and max(abs(st[k] - prev[k]) for k in st) < 1.0:
            break
        prev = st
        starts[sn] = times[tp] + gap
    return st
