"""How the contract's quantities are written as text: times (µs, as the contract holds them), shares, counts,
sizes, bandwidths and runs of ranks or steps, one function each, for every sentence of the diagnosis and every
report (the package does not export these: ``from tb_xrank.model.units import ms``). Where two texts write the same
quantity differently (digits, a sign), the difference is a parameter, never a second function."""
import math
from collections.abc import Iterable, Sequence

NONE = "—"  # what a missing value is written as
BW_DECIMALS = 4  # the Analysis stores algbw_gbps and busbw_gbps to 4 decimals


def ms(us: float | None, digits: int = 1, unit: str = " ms", scale: float = 1000.0, sign: bool = False) -> str:
    """A time in µs as ms with ``digits`` decimals and ``unit`` ('1.5 ms'; ``sign``: '+1.5 ms', '-0.2 ms');
    ``scale`` µs per unit; "—" for None."""
    return NONE if us is None else f"{us / scale:{'+' if sign else ''}.{digits}f}{unit}"


def signed_ms(us: float, digits: int = 2) -> str:
    """A change in µs as signed ms with ``digits`` decimals, without the unit and with a true minus: '+44.20',
    '−0.15'."""
    return f"{'−' if us < 0 else '+'}{abs(us) / 1000:.{digits}f}"


def duration(us: float | None, digits: int = 1) -> str:
    """A time in µs in the unit that reads best: ms with ``digits`` decimals from 1 ms on ('2.5 ms'), whole µs
    below ('840 µs'); "—" for None."""
    if us is None:
        return NONE
    return f"{us / 1000:.{digits}f} ms" if abs(us) >= 1000 else f"{us:.0f} µs"


def pct(share: float) -> str:
    """A percentage (0-100) in whole numbers ('37%'), "<1%" for a positive share that rounds to nothing."""
    return "<1%" if 0 < share < 0.5 else f"{share:.0f}%"


def num(x: float | None, digits: int = 2, grouped: bool = False) -> str:
    """A number with ``digits`` decimals ('0.37'; ``grouped``: thousands separated, '12,345.6'); "—" for None."""
    return NONE if x is None else f"{x:{',' if grouped else ''}.{digits}f}"


def plural(n: int, word: str, many: str = "") -> str:
    """``n`` and ``word``, plural unless ``n`` is 1: '1 step', '2 steps' (``many``: the plural where it is not
    ``word`` + 's', '3 children')."""
    return f"{n} {word}" if n == 1 else f"{n} {many or word + 's'}"


def gbps(v: float | None) -> str:
    """A bandwidth in GB/s to three significant digits; "—" where it is not measurable: None (no bytes, or no
    positive tail) or 0 (below the Analysis' precision of 10^-BW_DECIMALS GB/s)."""
    if v is None or v <= 0:
        return NONE
    return f"{v:.{min(BW_DECIMALS, max(0, 2 - math.floor(math.log10(v))))}f} GB/s"


def size(n: int) -> str:
    """A size in bytes as text: '812 B', '45.3 kB', '1.2 MB', '3.40 GB'."""
    for unit, scale, spec in (("GB", 1e9, ".2f"), ("MB", 1e6, ".1f"), ("kB", 1e3, ".1f")):
        if n >= scale:
            return f"{n / scale:{spec}} {unit}"
    return f"{n} B"


def ranges(nums: Iterable[int]) -> str:
    """Numbers as runs of consecutive ones: [0, 1, 2, 5, 7, 8] -> '0-2, 5, 7-8' ('' for none)."""
    out, nums = [], sorted(nums)
    i = 0
    while i < len(nums):
        j = i
        while j + 1 < len(nums) and nums[j + 1] == nums[j] + 1:
            j += 1
        out.append(str(nums[i]) if i == j else f"{nums[i]}-{nums[j]}")
        i = j + 1
    return ", ".join(out)


def span(steps: Sequence[int]) -> str:
    """Ordered steps by their ends and count: '4–9 (6)'; "none" for none."""
    return f"{steps[0]}–{steps[-1]} ({len(steps)})" if steps else "none"
