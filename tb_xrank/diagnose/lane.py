"""One rank's events as the walk back and the blame rule read them."""
import dataclasses

import numpy as np


@dataclasses.dataclass
class Lane:
    """One rank's events for the walk-back, on the corrected clock (µs, analysis frame)."""

    key: np.ndarray  # global name id
    start: np.ndarray  # sorted
    end: np.ndarray
    dims: np.ndarray  # global shape-text id per event (0: none)
    names: list  # global strings
    dims_text: list  # global shape texts
    ops: np.ndarray | None = None  # device lanes: global name id of the host op that launched each kernel (-1)
    block: np.ndarray | None = None  # host lanes: which events are annotations (record_function blocks), not ops
    recorded: tuple | None = None  # the union of its events that record their time (blame.recorded_cover)
