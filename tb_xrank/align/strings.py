"""The span's string tables: one table of event names and one of shapes (``Input Dims`` texts) over all its
ranks, and per rank the map from its own table's ids to the span's. Built once per span in the pipeline and
handed to diagnose with the timeline."""
import dataclasses
import typing

import numpy as np

if typing.TYPE_CHECKING:
    from .identity import RankInfo


@dataclasses.dataclass(frozen=True)
class SpanStrings:
    """``names``: every event name of the span's ranks, each once, in the order the ranks' tables first hold it;
    ``name_id``: a name's index in it; ``name_maps[rank]``: the rank's local name id → the span's. ``dims`` and
    ``dims_maps`` the same for shapes, the empty text first."""

    names: list[str]
    name_id: dict[str, int]
    name_maps: dict[int, np.ndarray]
    dims: list[str]
    dims_maps: dict[int, np.ndarray]

    @classmethod
    def of(cls, ranks: "dict[int, RankInfo]") -> "SpanStrings":
        """The string tables of ``ranks``' decoded tables."""
        names, name_id, name_maps = _merged(ranks, "strings")
        dims, _, dims_maps = _merged(ranks, "dims")
        if not dims or dims[0] != "":
            dims.insert(0, "")
            dims_maps = {r: m + 1 for r, m in dims_maps.items()}
        return cls(names, name_id, name_maps, dims, dims_maps)


def _merged(ranks: "dict[int, RankInfo]", attr: str) -> tuple[list[str], dict[str, int], dict[int, np.ndarray]]:
    """One table of the ranks' ``attr`` strings, and per rank the map from its local ids to the table's."""
    table: list[str] = []
    gid: dict[str, int] = {}
    maps: dict[int, np.ndarray] = {}
    for r, ri in ranks.items():
        local = getattr(ri.table, attr)
        m = np.empty(len(local), dtype=np.int64)
        for i, s in enumerate(local):
            if s not in gid:
                gid[s] = len(table)
                table.append(s)
            m[i] = gid[s]
        maps[r] = m
    return table, gid, maps
