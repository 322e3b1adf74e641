"""Which communication kernels of each rank were aligned, and why each of the others was not.

A kernel is *aligned* when the record it belongs to is a member of an aligned collective of the chosen steps. Every
other communication kernel is counted under one reason that is true of it: those of ingest for kernels that are no
record (``ingest.nccl.LEFT``: launched before the trace, replayed by a CUDA graph, ...), and those of alignment for
records in no collective (``matching.FATE_*``), where a record that no peer matched is said to have no profiled peer
when no other member of its group (of the world, where the group is not recorded) was profiled.
"""
import typing

import numpy as np

from .matching import (FATE_LONE, FATE_MISCOUNTED, FATE_MISMATCH, FATE_NO_PEER, FATE_NO_STEP, FATE_OTHER_STEPS,
                       FATE_UNMATCHED)
from .solo import other_members

_FATES = {FATE_MISMATCH: ("mismatched", "records whose op, size, element type or Comms Id differ from the peers' "
                                        "at the same key (see mismatches)"),
          FATE_NO_PEER: ("no_peer", "point-to-point records without peer ranks (older trace): no key"),
          FATE_MISCOUNTED: ("miscounted", "records of a step where this rank holds more or fewer records of the "
                                          "group than its peers (see warnings)"),
          FATE_NO_STEP: ("no_step", "records without Seq outside every profiled step: no step to count them in"),
          FATE_OTHER_STEPS: ("other_steps", "records of collectives in steps the settings leave out"),
          FATE_UNMATCHED: ("unmatched", "records no profiled peer recorded at the same key"),
          FATE_LONE: ("unmatched", "records no profiled peer recorded at the same key")}
_ALONE = ("peers_not_profiled", "records whose process group has no other profiled member")

if typing.TYPE_CHECKING:
    from .matching import Aligned


def comm_kernels(ranks: dict, al: "Aligned", world: int | None) -> dict:
    """``{rank: {"kernels": n, "aligned": n, "left": [{"code", "kernels", "reason"}], "notes": [...]}}``: each
    rank's communication kernels, those aligned, and the others by reason (they sum to ``kernels``)."""
    out = {}
    profiled = set(ranks)
    for r, ri in ranks.items():
        t = ri.table
        kern, fate = t.comms.kernels, al.fate.get(r, np.full(len(t.comms), FATE_UNMATCHED))
        left: dict[str, list] = {}
        for i in np.flatnonzero((kern > 0) & (fate < 0)).tolist():
            code, reason = _FATES[int(fate[i])]
            if code == "unmatched" and not other_members(t.comms, i, r, world) & profiled:
                code, reason = _ALONE
            left.setdefault(code, [0, reason])[0] += int(kern[i])
        rows = [{"code": c, "kernels": n, "reason": why} for c, n, why in t.comm_kernels["left"]]
        rows += [{"code": c, "kernels": n, "reason": why} for c, (n, why) in left.items()]
        out[r] = {"kernels": int(t.comm_kernels["kernels"]), "aligned": int(kern[fate >= 0].sum()), "left": rows,
                  "notes": [{"code": c, "count": n, "reason": why} for c, n, why in t.comm_kernels.get("notes", [])]}
    return out
