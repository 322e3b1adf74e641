"""One trace file to its table: decode the events, then extract the collective records from them."""
import dataclasses
import sys

from . import collectives
from .decode import DecodeError, Decoded, decode
from .discover import TraceFile
from .tables import RankTable


@dataclasses.dataclass(frozen=True)
class Read:
    """What became of one file: its table, or the reason (in the file's terms) that it has none."""

    table: RankTable | None = None
    reason: str | None = None


def read(tf: TraceFile, budget: int | None = None) -> RankTable:
    """The RankTable of one trace file, its ``comms`` extracted, decoded within ``budget`` bytes (None: half the
    RAM). Raises DecodeError naming the reason when nothing usable is in it."""
    return with_comms(decode(tf, budget))


def with_comms(d: Decoded) -> RankTable:
    """The decoded table with its collective records (their warnings join the table's)."""
    t = d.table
    comms = collectives.extract(t.strings, t.events, d.kept, t.threads, t.pg_config, t.rank, t.warnings)
    return dataclasses.replace(t, comms=comms)


def read_file(tf: TraceFile, budget: int | None = None) -> Read:
    """``read``, never raising on bad input: a file that breaks the decoder must not take the run down."""
    try:
        return Read(table=read(tf, budget))
    except DecodeError as e:
        return Read(reason=str(e))
    except RecursionError:
        return Read(reason=f"JSON nested deeper than {sys.getrecursionlimit()} levels")
    except MemoryError:
        return Read(reason="not enough memory to decode it")
    except Exception as e:
        return Read(reason=f"unreadable trace ({type(e).__name__}: {e})")
