"""The Analysis' groupings of ranks: for a grouped run (``Analysis.grouped``), each way its tabs can group the
profiled ranks (by host, by process group of one family, by position in those groups) and the groups it makes,
decided once in Python (``diagnose.mesh.groupings``) for the frontend to draw."""
from typing import Annotated

from msgspec import Meta

from .base import Row, describe


class RankGroup(Row):
    """One group of ranks: a host, a process group, or a position in the groups of a family."""

    key: Annotated[str, describe("what the group is known by in an address (``zoom=``): the host, the process "
                                 "group's name, ``pos <i>``; ``~`` for the ranks in none")]
    label: Annotated[str, describe("what a tab writes for it: the host, ``pg <name>``, ``position <i>``")]
    ranks: Annotated[list[Annotated[int, Meta(ge=0)]], describe("its profiled ranks, ascending")]


class Grouping(Row):
    """One way to group the profiled ranks and its groups, in natural order of their keys (node2 before node10)."""

    by: Annotated[str, describe("``host``; ``pg:<key>``: which process group of the family named by its first "
                                "group ``<key>``; ``<key>``: the position in that family's groups")]
    label: Annotated[str, describe("the option's text: ``host``, ``process group (…)``, ``position in …``")]
    noun: Annotated[str, describe("one group: host, process group, position")]
    plural: str
    groups: list[RankGroup]
