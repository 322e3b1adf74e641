"""One trace file to its table: decode the events, then extract the collective records from them."""
import dataclasses
import sys

import numpy as np

from . import collectives, custom
from .decode import DEFAULT, DecodeError, Decoded, DecodeOptions, decode
from .discover import TraceFile
from .kineto import STREAM_WAIT
from .tables import RankTable, no_waits


@dataclasses.dataclass(frozen=True)
class Read:
    """What became of one file: its table, or the reason (in the file's terms) that it has none and its code
    (``model.codes``); ``via``: how the table reached the analysis ("decoded", "cache", "cache entry" or "temporary
    file" from a decoding process, "dask")."""

    table: RankTable | None = None
    reason: str | None = None
    code: str = "file.decode_failed"
    via: str = "decoded"


def read(tf: TraceFile, budget: int | None = None, options: DecodeOptions = DEFAULT) -> RankTable:
    """The RankTable of one trace file, its ``comms`` extracted, decoded within ``budget`` bytes (None: half the
    RAM). Raises DecodeError naming the reason when nothing usable is in it."""
    return with_comms(decode(tf, budget, options))


def with_comms(d: Decoded) -> RankTable:
    """The decoded table with its collective records (their warnings join the table's)."""
    t = d.table
    comms, kernels = collectives.extract(t, d.kept)
    return custom.added(dataclasses.replace(t, comms=comms, waits=_waits(t, d.kept), comm_kernels=kernels))


def _waits(t: RankTable, kept: dict) -> dict:
    """``RankTable.waits`` from the kept stream-wait records (by row)."""
    ids = {i for i, s in enumerate(t.strings) if s == STREAM_WAIT}
    rows = sorted(r for r in kept if int(t.events["name"][r]) in ids)
    if not rows:
        return no_waits()
    return {"row": np.array(rows, dtype=np.int64),
            "on": np.array([kept[r].args.wait_stream for r in rows], dtype=np.int64),
            "record": np.array([kept[r].args.wait_record for r in rows], dtype=np.int64)}


def read_file(tf: TraceFile, budget: int | None = None, options: DecodeOptions = DEFAULT) -> Read:
    """``read``, never raising on bad input: a file that breaks the decoder must not take the run down."""
    try:
        return Read(table=read(tf, budget, options))
    except DecodeError as e:
        return Read(reason=str(e), code=e.code)
    except RecursionError:
        return Read(reason=f"JSON nested deeper than {sys.getrecursionlimit()} levels", code="file.invalid_json")
    except MemoryError:
        return Read(reason="not enough memory to decode it", code="file.too_large")
    except Exception as e:
        return Read(reason=f"unreadable trace ({type(e).__name__}: {e})")
