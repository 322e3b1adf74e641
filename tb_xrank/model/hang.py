"""The Analysis' hang: where a hung job's ranks parted ways, read from their Flight Recorder dumps."""
from typing import Annotated, Any

from msgspec import Meta

from .base import Row, describe


class HangCollective(Row):
    """The collective (or point-to-point op) where a hung job's ranks parted ways."""

    pg: Annotated[str, describe("the process group's name (the same on every rank)")]
    seq: Annotated[int, describe("its sequence number in the group (collective_seq_id, or p2p_seq_id)")]
    op: str | None
    sizes: list[Any]
    dtypes: list[Any]
    p2p: bool


class HangRecord(Row):
    """A rank's newest Flight Recorder record: what it last did that the recorder saw."""

    pg: str
    seq: int
    op: str
    p2p: bool
    retired: bool
    created_ns: Annotated[int, describe("on the rank's own clock")]
    frames: Annotated[list[dict[str, Any]], describe("its Python stack, innermost first: name, filename, line")]


class HangMissing(Row):
    """A member that never entered the collective where the group parted ways."""

    rank: int
    last: HangRecord | None


class HangMismatch(Row):
    """A rank that entered the collective with another op, size or dtype than the majority: a desync."""

    rank: int
    pg: str
    seq: int
    op: str
    sizes: list[Any]
    dtypes: list[Any]
    expected: dict[str, Any]


class HangAlso(Row):
    """Another group's divergence in the same hang."""

    pg: str
    seq: int
    op: str | None
    p2p: bool
    waiting_ranks: list[int]
    missing_ranks: list[int]


class HangGroup(Row):
    """One process group in the dumps."""

    pg: str
    p2p: bool
    ranks: Annotated[list[int], describe("the ranks with a readable dump that name the group (the world group: all)")]
    last_completed_by_all: Annotated[int | None, describe("the largest sequence number every member retired")]
    diverges_at: int | None


class DamagedDump(Row):
    """A dump that could not be read, and why, in the file's terms."""

    rank: int
    file: str
    reason: str


class Hang(Row):
    """Where a hung job's ranks parted ways, from their Flight Recorder dumps (tb_xrank/diagnose/hang.py)."""

    collective: HangCollective | None
    waiting_ranks: Annotated[list[int], describe("ranks that entered it (or another group's divergence) and wait")]
    waiting_since_ns: Annotated[dict[int, int], describe(
        "per waiting rank of the collective: since when, its own clock")]
    completed_ranks: Annotated[list[int], describe(
        "ranks that entered it and finished it (a desync the backend let pass)")]
    missing_ranks: Annotated[list[int], describe("members with a dump that never entered it")]
    missing: list[HangMissing]
    mismatched: list[HangMismatch]
    also: list[HangAlso]
    no_dump_ranks: Annotated[list[int], describe("ranks of the job without a dump: never guessed over")]
    damaged: list[DamagedDump]
    process_groups: list[HangGroup]
    dumps: Annotated[int, Meta(ge=0)]
