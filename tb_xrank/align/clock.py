"""Host clock offsets from the collectives themselves.

A synchronizing collective (all-reduce, all-gather, reduce-scatter, all-to-all,
barrier; and an NCCL send/recv pair) ends on every member within microseconds of the others, so the spread
of its recorded end times across hosts is clock offset plus small noise. Ranks
on one host share one clock. Model: ``end[c, r] = T[c] + offset[host(r)] (+
drift[host]·(T[c] − T0))``, fitted robustly by alternating medians (each
collective's common time, then each host's offset), with the drift as a
Theil–Sen slope of the remaining per-host residuals. ``offsets_us[r]`` =
clock of rank r − clock of ``reference_rank`` (the lowest rank).
"""
import collections
import dataclasses

import numpy as np

from ..numeric import nanmedian_rows

MAX_PAIRS = 400  # points used for one Theil–Sen slope


@dataclasses.dataclass(frozen=True)
class Clock:
    reference_rank: int
    method: str
    offsets_ns: np.ndarray  # per rank column
    drift_ppm: np.ndarray  # per rank column
    t0_ns: float  # origin of the drift term
    residual_ns: float
    used: int  # synchronizing collectives used
    hosts: list  # host of each rank column

    def correct(self, t: np.ndarray) -> np.ndarray:
        """Times (ns, float, one column per rank; NaN = absent) on the reference rank's clock.

        Inverts ``t = T + offset + k·(T − t0)`` (k = drift_ppm·1e-6) for T.
        """
        k = self.drift_ppm * 1e-6
        return (t - self.offsets_ns + k * self.t0_ns) / (1.0 + k)

    def correct_column(self, t: np.ndarray, j: int) -> np.ndarray:
        """Times of rank column ``j`` on the reference clock."""
        k = self.drift_ppm[j] * 1e-6
        return (t - self.offsets_ns[j] + k * self.t0_ns) / (1.0 + k)


def _theil_sen(x: np.ndarray, y: np.ndarray) -> float:
    if len(x) < 3:
        return 0.0
    if len(x) > MAX_PAIRS:
        pick = np.linspace(0, len(x) - 1, MAX_PAIRS).astype(int)
        x, y = x[pick], y[pick]
    i, j = np.triu_indices(len(x), 1)
    dx = x[j] - x[i]
    ok = dx > 0
    return float(np.median((y[j] - y[i])[ok] / dx[ok])) if ok.any() else 0.0


def _nanmedian(x: np.ndarray) -> float:
    v = x[~np.isnan(x)]
    return float(np.median(v)) if len(v) else float("nan")


def _blocks(E, hidx, n_hosts):
    """Per host: (rows where it has an end time, its rank columns)."""
    out = []
    for h in range(n_hosts):
        cols = np.flatnonzero(hidx == h)
        out.append((np.flatnonzero((~np.isnan(E[:, cols])).any(axis=1)), cols))
    return out


def _pairwise_offsets(E, blocks, ref_host):
    """Starting offsets: per host, the median over shared collectives of its median end minus the reference's."""
    rows_r, cols_r = blocks[ref_host]
    off = np.zeros(len(blocks))
    if not len(rows_r):
        return off
    ref = np.full(len(E), np.nan)
    ref[rows_r] = nanmedian_rows(E[np.ix_(rows_r, cols_r)])
    for h, (rows, cols) in enumerate(blocks):
        if h == ref_host or not len(rows):
            continue
        diff = nanmedian_rows(E[np.ix_(rows, cols)]) - ref[rows]
        if np.isfinite(diff).any():
            off[h] = _nanmedian(diff)
    return off


def _fit(E, hidx, blocks, ref_host, t0, allow, iterations):
    """Alternating medians: each collective's common time T, then each host's offset (and drift where allowed).

    Returns (offsets ns, drift ppm, residuals) with the reference host at zero.
    """
    n_hosts = len(blocks)
    off, drift = _pairwise_offsets(E, blocks, ref_host), np.zeros(n_hosts)
    T = nanmedian_rows(E - off[hidx])
    for _ in range(iterations):
        before = off.copy()
        T = nanmedian_rows(E - off[hidx] - drift[hidx] * 1e-6 * (T[:, None] - t0))
        for h, (rows, cols) in enumerate(blocks):
            if not len(rows):
                continue
            rowmed = nanmedian_rows(E[np.ix_(rows, cols)] - T[rows, None])
            ok = ~np.isnan(rowmed)
            if not ok.any():
                continue
            x, y = T[rows][ok] - t0, rowmed[ok]
            slope = _theil_sen(x, y) if allow[h] and ok.sum() >= 10 else 0.0
            drift[h] = slope * 1e6
            off[h] = np.median(y - slope * x)
        off -= off[ref_host]
        drift -= drift[ref_host]
        if np.max(np.abs(off - before)) < 0.5:
            break
    resid = E - T[:, None] - off[hidx] - drift[hidx] * 1e-6 * (T[:, None] - t0)
    return off, drift, resid


def estimate(end: np.ndarray, sync: np.ndarray, hosts: list, ranks: list, iterations: int = 100) -> Clock:
    """Fit per-host offsets (and drift) from the end times (ns float, NaN = absent) of synchronizing rows."""
    host_ids = {h: i for i, h in enumerate(dict.fromkeys(hosts))}  # in order of first appearance
    hidx = np.array([host_ids[h] for h in hosts])
    ref_host = hidx[int(np.argmin(ranks))]
    n_hosts = len(host_ids)
    E = end[sync]
    # keep rows that span at least two hosts: only they carry offset information
    order = np.argsort(hidx, kind="stable")
    starts = np.flatnonzero(np.r_[True, np.diff(hidx[order]) != 0])
    on_host = np.logical_or.reduceat(~np.isnan(E[:, order]), starts, axis=1) if len(E) else np.zeros((0, 1), bool)
    E = E[on_host.sum(axis=1) >= 2]
    if n_hosts == 1 or len(E) == 0:
        method = "single host: one clock" if n_hosts == 1 else "no synchronizing collective spans two hosts"
        z = np.zeros(len(ranks))
        return Clock(min(ranks), method, z, z.copy(), 0.0, 0.0, 0, list(hosts))
    blocks = _blocks(E, hidx, n_hosts)
    on_ref = E[:, blocks[ref_host][1]]
    # the drift origin is on the reference clock, so shifting another host's clock moves nothing
    t0 = float(np.nanmin(on_ref)) if np.isfinite(on_ref).any() else float(np.nanmin(E))
    # a drift is kept only for hosts where it explains the end times clearly better than an offset alone
    off, drift, resid = _fit(E, hidx, blocks, ref_host, t0, np.ones(n_hosts, bool), iterations)
    _, _, resid0 = _fit(E, hidx, blocks, ref_host, t0, np.zeros(n_hosts, bool), iterations)
    allow = np.array([_nanmedian(np.abs(resid[:, c])) < 0.5 * _nanmedian(np.abs(resid0[:, c])) for _, c in blocks])
    if not allow.all():
        off, drift, resid = _fit(E, hidx, blocks, ref_host, t0, allow, iterations)
    residual = float(np.nanpercentile(np.abs(resid), 90)) if np.isfinite(resid).any() else 0.0
    return Clock(min(ranks), "median of synchronizing-collective end times per host", off[hidx],
                 drift[hidx], t0, residual, int(len(E)), list(hosts))


SHARED_CLOCK_NS = 10e6  # ranks of one host end a synchronizing collective within microseconds of each other


def own_clocks(end: np.ndarray, sync: np.ndarray, hosts: list, ranks: list) -> set:
    """Rank columns whose clock is not their host's: on a host whose ranks' ends of synchronizing collectives
    spread by more than ``SHARED_CLOCK_NS`` (median over collectives), the ranks whose offset, fitted as if each
    rank had a clock of its own, is that far from the host's median offset (of two, the one farther from all
    ranks' median)."""
    E = end[sync]
    cols = collections.defaultdict(list)
    for j, h in enumerate(hosts):
        cols[h].append(j)
    spread = {h: np.fmax.reduce(E[:, c], axis=1) - np.fmin.reduce(E[:, c], axis=1) for h, c in cols.items()
              if len(c) > 1 and len(E)}
    odd_hosts = [h for h, d in spread.items() if np.isfinite(d).any() and _nanmedian(d) > SHARED_CLOCK_NS]
    if not odd_hosts:
        return set()
    off = estimate(end, sync, [str(r) for r in ranks], ranks).offsets_ns
    everyone = float(np.median(off))
    out = set()
    for h in odd_hosts:
        c = cols[h]
        mid = float(np.median(off[c]))
        far = [j for j in c if abs(off[j] - mid) > SHARED_CLOCK_NS]
        if len(far) == len(c):
            far = [max(c, key=lambda j: abs(off[j] - everyone))]
        out.update(far)
    return out


def causal_bounds(clk: Clock, ready: np.ndarray, end: np.ndarray, meta: list, order: list, domains: list) -> Clock:
    """The fit moved, clock by clock, just enough that no point-to-point receive ends before its send was ready.

    A message from rank a to rank b bounds the offset between their clocks: end_b + δ_B ≥ ready_a + δ_A, with
    δ the shift of each clock's corrected times. Clocks are settled outward from the reference rank's, each
    taking the shift closest to 0 inside the interval the messages to and from settled clocks allow (the middle
    when they contradict each other). ``ready``/``end``: collectives × columns, already corrected (ns);
    ``domains``: each column's clock (its host's, or its own)."""
    col = {r: j for j, r in enumerate(order)}
    rows = _p2p_rows(meta, col)
    hosts = domains
    if not rows or len(set(hosts)) < 2:
        return clk
    a, b, gap = _gaps(rows, ready, end)
    names = sorted(set(hosts))
    code = {h: i for i, h in enumerate(names)}
    host_of = np.array([code[h] for h in hosts], dtype=np.int64)
    first = code[hosts[col[clk.reference_rank]]] if clk.reference_rank in col else host_of[0]
    settled = _settle(host_of[a], host_of[b], gap, len(names), first)
    shift = {names[k]: float(x) for k, x in enumerate(settled) if not np.isnan(x)}
    if not any(shift.values()):
        return clk
    off = clk.offsets_ns - np.array([shift.get(h, 0.0) for h in hosts])
    return dataclasses.replace(clk, offsets_ns=off, method=clk.method + "; moved to satisfy point-to-point causality")


def _p2p_rows(meta: list, col: dict) -> list:
    """``[(collective, sender's column, receiver's column)]`` of the point-to-point collectives between ranks of
    ``col``."""
    return [(c, col[m.src], col[m.dst]) for c, m in enumerate(meta)
            if m.p2p and m.src in col and m.dst in col]


def _gaps(rows: list, ready: np.ndarray, end: np.ndarray) -> tuple:
    """``(sender columns, receiver columns, gaps)`` of the messages ``rows`` with both times: the gap is the
    receive's end minus the send's ready time (≥ 0 when the clocks agree)."""
    c, a, b = (np.array(x) for x in zip(*rows))
    gap = end[c, b] - ready[c, a]
    ok = np.isfinite(gap)
    return a[ok], b[ok], gap[ok]


def _settle(ha: np.ndarray, hb: np.ndarray, gap: np.ndarray, n: int, first: int) -> np.ndarray:
    """Each of the ``n`` clocks' shifts (NaN where no message reaches it), settled outward from clock ``first``
    (shift 0), a clock at a time: the first unsettled one a message from (``ha``) or to (``hb``) a settled clock
    reaches."""
    shift = np.full(n, np.nan)  # NaN: not settled yet
    shift[first] = 0.0
    while True:
        settled_a, settled_b = ~np.isnan(shift[ha]), ~np.isnan(shift[hb])
        into, out_of = settled_a & np.isnan(shift[hb]), settled_b & np.isnan(shift[ha])
        if not (into.any() or out_of.any()):
            break
        h = int(min(np.concatenate([hb[into], ha[out_of]])))  # the first unsettled host a message reaches
        shift[h] = _bounded_shift(shift, ha, hb, gap, into & (hb == h), out_of & (ha == h))
    return shift


def _bounded_shift(shift: np.ndarray, ha: np.ndarray, hb: np.ndarray, gap: np.ndarray, i: np.ndarray,
                   o: np.ndarray) -> float:
    """The shift closest to 0 that the messages into (``i``) and out of (``o``) a clock from settled clocks
    allow; the middle of the bounds where they contradict each other."""
    lo = float(np.max(shift[ha[i]] - gap[i])) if i.any() else -np.inf
    hi = float(np.min(shift[hb[o]] + gap[o])) if o.any() else np.inf
    return float(np.clip(0.0, lo, hi)) if lo <= hi else (lo + hi) / 2.0
