"""Which input each rank held, as its recorded shapes show it, and whether run B shows two ranks of run A
exchanged.

A rank's *shape signature* is the set of (host op, ``Input Dims``) pairs it recorded that not every rank of its
run recorded: what sets its input apart (a shard of 432 rows: ``aten::mm [[432,128],[128,128]]``). Ops recorded
without shapes, and shapes every rank has, say nothing about whose input is whose. B shows ranks R1 and R2 of A
exchanged when R1's signature in B is R2's in A, R2's is R1's, the two differ in A, and every other rank of B has
its own signature of A. Ranks with empty signatures in A (the same shapes everywhere) show nothing: an exchange of
equal-shaped inputs needs ``--exchange``.
"""
import typing

import numpy as np

from ..ingest.kineto import CAT_ID

if typing.TYPE_CHECKING:
    from ..align.identity import RankInfo

HOST_OPS = CAT_ID["cpu_op"]


def _pairs(table) -> set:
    """The distinct (op name, Input Dims text) of a rank's host ops that recorded shapes with a tensor in them."""
    ev = table.events
    keep = (ev["cat"] == HOST_OPS) & (ev["dims"] > 0)
    if not keep.any():
        return set()
    codes = np.unique(np.stack([ev["name"][keep], ev["dims"][keep]], axis=1), axis=0)
    out = set()
    for name, dims in codes.tolist():
        text = table.dims[dims]
        if any(ch.isdigit() for ch in text):  # '[[],[]]': no tensor, nothing to tell inputs apart
            out.add((table.strings[name], text))
    return out


def signatures(ranks: "dict[int, RankInfo]") -> dict[int, frozenset]:
    """``{rank: its shape signature}``: the (op, shapes) pairs it recorded that not every rank recorded."""
    pairs = {r: _pairs(ri.table) for r, ri in ranks.items()}
    common = set.intersection(*pairs.values()) if pairs else set()
    return {r: frozenset(p - common) for r, p in pairs.items()}


def recognised(sig_a: dict, sig_b: dict) -> tuple[list[int] | None, str]:
    """``(the two ranks B shows exchanged, or None; what the shapes show, in a sentence)``."""
    both = sorted(set(sig_a) & set(sig_b))
    if not any(sig_a.get(r) for r in both):
        return None, "the ranks' recorded shapes do not tell their inputs apart (the same shapes on every rank)"
    moved = [r for r in both if sig_b[r] != sig_a[r]]
    if not moved:
        return None, "every rank recorded the shapes it recorded in A: no input moved"
    if len(moved) == 2:
        r1, r2 = moved
        if sig_b[r1] == sig_a[r2] and sig_b[r2] == sig_a[r1] and sig_a[r1] != sig_a[r2]:
            return [r1, r2], f"rank {r1} recorded in B the shapes rank {r2} recorded in A, and rank {r2} rank {r1}'s"
    return None, (f"the shapes of {_ranks(moved)} changed from A to B, not as one exchange of two ranks' inputs")


def _ranks(rs: list) -> str:
    return f"rank {rs[0]}" if len(rs) == 1 else "ranks " + ", ".join(map(str, rs))


def example(sig: frozenset) -> str | None:
    """One (op, shapes) pair of a signature, as text: the one with the most tensors, then the most elements."""
    if not sig:
        return None

    def weight(pair) -> tuple:
        text = pair[1]
        tensors = [t for t in text.replace("[[", "[").split("]") if any(ch.isdigit() for ch in t)]
        nums = [int(x) for x in text.replace("[", " ").replace("]", " ").replace(",", " ").split() if x.isdigit()]
        return len(tensors), int(np.prod(nums[:2])) if nums else 0, pair

    op, dims = max(sig, key=weight)
    return f"{op} {dims}"
