"""The top level of a trace: its head (events left raw, top-level fields of odd types converted or dropped), the
keys it repeats, the usable groups of ``distributedInfo.pg_config``, the GPUs its device events ran on, and
whether its clock is its own."""
import msgspec
import numpy as np

from .damage import Dropped, short
from .discover import TraceFile
from .kineto import DEVICE_CATS, RAW_HEAD, Head, RawHead
from .source import DecodeError


def json_error(e: msgspec.DecodeError) -> DecodeError:
    msg = str(e)
    if "truncated" in msg.lower():
        return DecodeError(f"truncated JSON ({msg})")
    return DecodeError(f"invalid JSON ({msg})")


def not_a_trace(e: msgspec.ValidationError) -> DecodeError | None:
    msg = str(e)
    if "traceEvents" in msg and "missing" in msg.lower():
        return DecodeError("not a PyTorch Profiler trace: no traceEvents array")
    if msg.startswith("Expected `object`, got") and "- at `" not in msg:
        return DecodeError("not a PyTorch Profiler trace: top level is not an object")
    if msg.endswith("- at `$.traceEvents`"):
        return DecodeError(f"not a PyTorch Profiler trace: {msg}")
    return None


def raw_head(data: bytes | memoryview, dropped: Dropped | None = None) -> RawHead:
    try:
        head = RAW_HEAD.decode(data)
    except msgspec.ValidationError as e:
        err = not_a_trace(e)
        if err:
            raise err from None
        raw = msgspec.json.decode(data)  # odd types in top-level fields: keep the events and what converts
        head = RawHead([msgspec.Raw(msgspec.json.encode(x)) for x in raw["traceEvents"]],
                       **_top_fields(raw, Dropped() if dropped is None else dropped))
    except msgspec.DecodeError as e:
        raise json_error(e) from None
    if not isinstance(head.distributedInfo, (dict, type(None))):
        head.distributedInfo = None
    return head


def _top_fields(raw: dict, dropped: Dropped) -> dict:
    """The top-level fields of a trace that convert to their types (the others counted in ``dropped``); a
    ``baseTimeNanoseconds`` that is no time makes every timestamp of the file meaningless: the file's error."""
    out = {}
    for f in msgspec.structs.fields(RawHead):
        if f.name == "traceEvents" or f.name not in raw:
            continue
        try:
            out[f.name] = msgspec.convert(raw[f.name], f.type)
        except msgspec.ValidationError:
            if f.name == "baseTimeNanoseconds":
                raise DecodeError(f"baseTimeNanoseconds {short(raw[f.name])} is not a time (integer ns within "
                                  "int64)") from None
            dropped.add(f"top-level {f.name}", raw[f.name])
    return out


_TOP_KEYS = tuple(f'"{f.encode_name}"'.encode() for f in msgspec.structs.fields(RawHead))


def repeated_keys(top: bytes) -> dict:
    """``{key: times}`` of the top-level keys the analysis reads that the trace repeats (JSON lets the last one
    win, silently)."""
    return {k.decode().strip('"'): n for k in _TOP_KEYS if (n := top.count(k)) > 1}


def repeated_warnings(repeated: dict, tf: TraceFile) -> list:
    """The warnings of ``repeated_keys``'s keys."""
    return [f'{tf.path}: "{k}" appears {n} times: the last is used' for k, n in repeated.items()]


def _distinct_ranks(rs) -> bool:
    """Whether ``rs`` is a list of distinct ranks (integers from 0 to 2^31)."""
    return isinstance(rs, list) and all(type(x) is int and 0 <= x < 2**31 for x in rs) and len(set(rs)) == len(rs)


def _usable_group(g) -> bool:
    """Whether a ``pg_config`` group is an object whose ``ranks``, where given, are distinct ranks."""
    return isinstance(g, dict) and ("ranks" not in g or _distinct_ranks(g["ranks"]))


def usable_groups(groups: object, own: int | None, path: str, warnings: list) -> list:
    """``distributedInfo.pg_config``: the groups that are objects whose ``ranks``, where given, are distinct
    ranks (integers from 0 to 2^31); the others are dropped with a warning naming the file. Groups whose ranks
    leave out the file's own rank ``own`` (a process lists only the groups it is a member of) are kept (their order
    names the gloo threads' groups) with a warning: ``align.matching`` never takes a member list from them."""
    if groups is None:
        return []
    if not isinstance(groups, list):
        warnings.append(f"{path}: distributedInfo.pg_config is not a list ({short(groups)}): not used")
        return []
    keep = [g for g in groups if _usable_group(g)]
    if len(keep) < len(groups):
        bad = next(g for g in groups if not _usable_group(g))
        warnings.append(f"{path}: {len(groups) - len(keep)} distributedInfo.pg_config groups that are not objects "
                        f"with distinct integer ranks dropped (e.g. {short(bad, 60)})")
    stray = [g for g in keep if own is not None and "ranks" in g and own not in g["ranks"]]
    if stray:
        warnings.append(f"{path}: {len(stray)} distributedInfo.pg_config groups list other ranks but not the file's "
                        f"own rank {own} (a process lists only groups it is a member of): their member lists are not "
                        f"used for its collectives (e.g. {short(stray[0], 60)})")
    return keep


def rank_devices(events: dict, path: str, warnings: list) -> list:
    """The GPUs the trace's device events ran on, the one most of them ran on first (the rank's GPU); a trace with
    device events on several GPUs is warned of (a rank's kernels run on its one device)."""
    dev, n = np.unique(events["pid"][DEVICE_CATS[events["cat"]]], return_counts=True)
    keep = dev >= 0
    dev, n = dev[keep], n[keep]
    order = np.lexsort((dev, -n))
    if len(dev) > 1:
        listed = ", ".join(f"{int(dev[i])} ({int(n[i])} event{'s' if int(n[i]) > 1 else ''})" for i in order[:4])
        warnings.append(f"{path}: device events on {len(dev)} GPUs: {listed}; the rank's GPU is "
                        f"taken as {int(dev[order[0]])}, the one most of them ran on")
    return [int(dev[i]) for i in order]


EPOCH_NS = 10**17  # 1973 in ns since the epoch: absolute times of any trace are later


def own_clock(head: Head, events: dict, path: str, warnings: list) -> bool:
    """Whether the trace's clock is its own: no ``baseTimeNanoseconds``, and its times are not since the epoch
    (said in ``warnings``, naming the file)."""
    own = head.baseTimeNanoseconds is None and bool(len(events["start"])) and np.median(events["start"]) < EPOCH_NS
    if own:
        warnings.append(f"{path}: no baseTimeNanoseconds, and its ts are not times since the epoch: its clock "
                        "offset is fitted from its collectives, as another host's would be")
    return own
