"""The frame the Analysis is computed in: rank-local ns onto the corrected common clock, and the aligned
collectives of a span on it."""
import dataclasses

import numpy as np


@dataclasses.dataclass
class Frame:
    """Rank-local ns → analysis µs: subtract ``base``, correct the clock, subtract the origin ``t0_ns``."""

    base: int
    t0_ns: float
    clock: object
    col: dict  # rank -> clock column

    def us(self, rank: int, ns: np.ndarray) -> np.ndarray:
        return (self.clock.correct_column((ns - self.base).astype(np.float64), self.col[rank]) - self.t0_ns) / 1e3


@dataclasses.dataclass
class Timeline:
    """The aligned collectives of a span on the analysis clock (µs, NaN where absent): rows = ``meta``,
    columns = ``order``; ``steps``: ``{step: {rank: (start, end)}}``."""

    order: list
    meta: list
    enqueue: np.ndarray
    ready: np.ndarray
    end: np.ndarray
    stream: np.ndarray  # NCCL: the stream of each record; gloo: its runloop thread
    steps: dict
