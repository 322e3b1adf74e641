"""Confirming a cause (the seed's last measurements): the controlled exchange of two ranks' inputs (``exchange``,
``assess``, ``shapes``)."""
import typing

if typing.TYPE_CHECKING:
    from ..config import Settings
    from ..ingest.discover import PathOrFiles
    from ..model import Analysis, Comparison


def with_exchange(c: "Comparison", a: "Analysis", b: "Analysis", target_a: "PathOrFiles", target_b: "PathOrFiles",
                  settings_a: "Settings",
                  settings_b: "Settings", flag: "list[int] | None" = None) -> "Comparison":
    """The comparison ``c`` of B against A with its ``exchange``: of the ranks ``flag`` names, else of the two
    ranks B's recorded shapes show exchanged (``c`` as it is when neither). The shapes are read from the runs'
    rank tables (cached); a run whose tables cannot be read shows none. Raises ValueError for a flagged rank that
    is not profiled in both runs."""
    import msgspec

    from ..model import ContractError, Exchange, native
    from . import assess, shapes
    from .read import rank_tables

    sigs = []
    for target, settings in ((target_a, settings_a), (target_b, settings_b)):
        try:
            sigs.append(shapes.signatures(rank_tables(target, settings)))
        except (OSError, ValueError, ConnectionError):
            sigs.append(None)
    ex = assess.assess(a, b, flag, *sigs)
    if ex is None:
        return c
    try:
        typed = msgspec.convert(msgspec.to_builtins(ex, enc_hook=native), Exchange)
    except msgspec.ValidationError as e:
        raise ContractError(f"the exchange breaks its contract: {e}") from None
    return msgspec.structs.replace(c, exchange=typed)

