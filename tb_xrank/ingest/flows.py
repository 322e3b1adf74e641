"""Flow events (``ac2g``), read from a whole trace or from one block in a pass of their own, and the
``correlation`` they give the kernels and launches that lack one (kineto's flow id is the correlation id)."""
import msgspec
import numpy as np

from .columns import Columns, absolute_ns
from .kineto import FLOW_CATS, RAWS
from .stream import NotStreamable
from .top import raw_head


class _Flow(msgspec.Struct, gc=False):
    ph: str = ""
    cat: str = ""
    id: int | str | None = None
    pid: int | str = -1
    tid: int | str = -1
    ts: float = 0.0


class _FlowHead(msgspec.Struct, gc=False):
    traceEvents: list[_Flow]


FLOWS = msgspec.json.Decoder(list[_Flow])
FLOW = msgspec.json.Decoder(_Flow)


def _ac2g(flows) -> list:
    return [f for f in flows if f.ph in ("s", "f") and f.cat == "ac2g" and type(f.id) is int
            and type(f.pid) is int and type(f.tid) is int]


def read_flows(data: bytes | memoryview, whole: bool = True) -> list:
    """The ``ac2g`` flow events of a whole trace, or of one block's ``[ev,...]`` (a pass of their own: rarely
    needed); events with fields of unexpected types are converted one by one and skipped when they do not, or
    when their JSON cannot be read (the events pass has warned of those)."""
    try:
        return _ac2g(msgspec.json.decode(data, type=_FlowHead).traceEvents if whole else FLOWS.decode(data))
    except msgspec.MsgspecError:
        pass
    out = []
    for r in raw_head(data).traceEvents if whole else RAWS.decode(data):
        try:
            out.append(FLOW.decode(r))
        except msgspec.ValidationError:
            try:
                out.append(msgspec.convert(msgspec.json.decode(r), _Flow, strict=False))
            except (msgspec.MsgspecError, RecursionError):
                pass
        except msgspec.DecodeError:
            pass
    return _ac2g(out)


def block_flows(chunk: bytes | memoryview) -> list:
    """The ``ac2g`` flow events of one block; NotStreamable where its JSON is broken (the whole-file decode says
    so)."""
    try:
        return read_flows(chunk, whole=False)
    except msgspec.DecodeError:
        raise NotStreamable from None


def uncorrelated(cols: Columns, n0: int) -> bool:
    """Whether the rows appended to ``cols`` since ``n0`` hold kernels or launches without a correlation."""
    return cols.n > n0 and bool(((cols.parts["corr"][-1] < 0) & FLOW_CATS[cols.parts["cat"][-1]]).any())


def corr_from_flows(flows: list, events: dict, base: int) -> None:
    """Fill a missing ``correlation`` from the ``ac2g`` flow bound to the event (kineto's flow id is the
    correlation id): the start end sits on the runtime launch, the finish end on the kernel."""
    missing = np.flatnonzero((events["corr"] < 0) & FLOW_CATS[events["cat"]])
    at = {(int(events["pid"][i]), int(events["tid"][i]), int(events["start"][i])): i for i in missing}
    for f in flows:
        i = at.get((f.pid, f.tid, int(absolute_ns(np.array([f.ts]), base)[0])))
        if i is not None:
            events["corr"][i] = f.id
