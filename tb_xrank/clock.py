"""Host clock offsets from the collectives themselves.

A synchronizing collective (all-reduce, all-gather, reduce-scatter, all-to-all,
barrier) ends on every member within microseconds of the others, so the spread
of its recorded end times across hosts is clock offset plus small noise. Ranks
on one host share one clock. Model: ``end[c, r] = T[c] + offset[host(r)] (+
drift[host]·(T[c] − T0))``, fitted robustly by alternating medians (each
collective's common time, then each host's offset), with the drift as a
Theil–Sen slope of the remaining per-host residuals. ``offsets_us[r]`` =
clock of rank r − clock of ``reference_rank`` (the lowest rank).
"""
import dataclasses

import numpy as np

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
        """Times (ns, float, one column per rank; NaN = absent) on the reference rank's clock."""
        return t - self.offsets_ns - self.drift_ppm * 1e-6 * (t - self.t0_ns)

    def correct_column(self, t: np.ndarray, j: int) -> np.ndarray:
        """Times of rank column ``j`` on the reference clock."""
        return t - self.offsets_ns[j] - self.drift_ppm[j] * 1e-6 * (t - self.t0_ns)


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


def estimate(end: np.ndarray, sync: np.ndarray, hosts: list, ranks: list, iterations: int = 8) -> Clock:
    """Fit per-host offsets (and drift) from the end times (ns float, NaN = absent) of synchronizing rows."""
    host_ids = sorted(set(hosts), key=lambda h: hosts.index(h))
    hidx = np.array([host_ids.index(h) for h in hosts])
    ref_host = hidx[int(np.argmin(ranks))]
    n_hosts = len(host_ids)
    E = end[sync]
    # keep rows that span at least two hosts: only they carry offset information
    present = ~np.isnan(E)
    spans = np.zeros(len(E), dtype=bool)
    for h in range(n_hosts):
        spans |= present[:, hidx == h].any(axis=1) & present[:, hidx != h].any(axis=1)
    E = E[spans]
    off = np.zeros(n_hosts)
    drift = np.zeros(n_hosts)
    if n_hosts == 1 or len(E) == 0:
        method = "single host: one clock" if n_hosts == 1 else "no synchronizing collective spans two hosts"
        z = np.zeros(len(ranks))
        return Clock(min(ranks), method, z, z.copy(), 0.0, 0.0, 0, list(hosts))
    t0 = float(np.nanmedian(E[:, 0])) if not np.isnan(E[:, 0]).all() else float(np.nanmin(E))
    T = np.nanmedian(E, axis=1)
    for _ in range(iterations):
        model = off[hidx] + drift[hidx] * 1e-6 * (T[:, None] - t0)
        T = np.nanmedian(E - model, axis=1)
        D = E - T[:, None]
        for h in range(n_hosts):
            d = D[:, hidx == h]
            if np.isnan(d).all():
                continue
            rowmed = np.nanmedian(d, axis=1) if d.shape[1] > 1 else d[:, 0]
            ok = ~np.isnan(rowmed)
            off[h] = np.median(rowmed[ok] - drift[h] * 1e-6 * (T[ok] - t0))
        off -= off[ref_host]
    # drift: slope of each host's remaining residual over time, kept only where it beats the noise
    resid = E - T[:, None] - off[hidx]
    noise = float(np.nanmedian(np.abs(resid))) if np.isfinite(resid).any() else 0.0
    window = float(np.nanmax(T) - np.nanmin(T)) if len(T) > 1 else 0.0
    for h in range(n_hosts):
        if h == ref_host:
            continue
        d = resid[:, hidx == h]
        rowmed = np.nanmedian(d, axis=1) if d.shape[1] > 1 else d[:, 0]
        ok = ~np.isnan(rowmed)
        if ok.sum() >= 10:
            slope = _theil_sen(T[ok] - t0, rowmed[ok])
            if abs(slope) * window > 3 * noise + 1000:
                drift[h] = slope * 1e6
                off[h] += np.median(rowmed[ok] - slope * (T[ok] - t0))
    off -= off[ref_host]
    resid = E - T[:, None] - off[hidx] - drift[hidx] * 1e-6 * (T[:, None] - t0)
    residual = float(np.nanpercentile(np.abs(resid), 90)) if np.isfinite(resid).any() else 0.0
    return Clock(min(ranks), "median of synchronizing-collective end times per host", off[hidx],
                 drift[hidx], t0, residual, int(len(E)), list(hosts))
