"""Settings of one analysis: an immutable value passed explicitly, never a global."""
import dataclasses
import os
import re
import typing

DEFAULT_MATERIAL_FRACTION = 0.05
ENGINES = ("local", "dask")


def total_memory() -> int:
    """Physical memory in bytes (4 GiB when the platform does not say)."""
    try:
        return os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError, AttributeError):
        return 4 << 30


def parse_size(text: str) -> int:
    """'512M', '8G', '1.5T', '300000000' (bytes) or '40%' (of physical memory) as bytes."""
    t = str(text).strip().upper().removesuffix("B").removesuffix("I")
    try:
        if t.endswith("%"):
            v = float(t[:-1]) / 100 * total_memory()
        else:
            mult = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40}.get(t[-1:], 1)
            v = float(t[:-1] if t[-1:] in "KMGT" else t) * mult
    except ValueError:
        raise ValueError(f"not a size: {text!r} (e.g. 512M, 8G, 40%)") from None
    if v < 64 << 20:
        raise ValueError(f"memory budget {text!r} is below 64 MiB")
    return int(v)


def parse_steps(text: str | None) -> tuple | None:
    """'A:B', 'A:' or ':B' (ProfilerStep numbers, both ends included) as ``(A, B)`` with None for an open end."""
    if text is None:
        return None
    a, sep, b = str(text).partition(":")
    try:
        lo, hi = (int(a) if a.strip() else None), (int(b) if b.strip() else None)
    except ValueError:
        raise ValueError(f"--steps takes A:B (step numbers), got {text!r}") from None
    if not sep or (lo is not None and hi is not None and hi < lo):
        raise ValueError(f"--steps takes A:B with A <= B, got {text!r}")
    return lo, hi


def parse_comm_kernels(specs: "tuple | list | None") -> tuple:
    """``--comm-kernel`` values as ``((name, regex), ...)``: each ``NAME=REGEX``, or a file of such lines (``#``
    comments). Raises ValueError for a value that is neither, or a regex that does not compile."""
    out = []
    for spec in specs or ():
        if isinstance(spec, (tuple, list)):
            out.append(tuple(spec))
        elif "=" in spec:
            out.append(tuple(spec.split("=", 1)))
        elif os.path.isfile(spec):
            with open(spec, encoding="utf-8") as f:
                out += [tuple(line.strip().split("=", 1)) for line in f
                        if line.strip() and not line.lstrip().startswith("#")]
        else:
            raise ValueError(f"--comm-kernel takes NAME=REGEX or a file of such lines, got {spec!r}")
    for pair in out:
        _check_comm_kernel(pair)
    return tuple((n.strip(), rx) for n, rx in out)


def _check_comm_kernel(pair: tuple) -> None:
    """A ``(name, regex)`` pattern: a name and a regex that compiles and matches not everything."""
    if len(pair) != 2 or not pair[0].strip() or not pair[1]:
        raise ValueError(f"--comm-kernel takes NAME=REGEX (both not empty), got {'='.join(map(str, pair))!r}")
    try:
        re.compile(pair[1])
    except re.error as e:
        raise ValueError(f"--comm-kernel {pair[0]}: not a regex: {pair[1]!r} ({e})") from None


@dataclasses.dataclass(frozen=True)
class Settings:
    """What the analysis is asked to do.

    ``span``: None (the latest span every rank has), a 1-based span number, or "all".
    ``host_map``: a file of ``REGEX HOST`` lines, or one regex whose first group (or
    whole match) in the worker name or host name is the physical host.
    ``engine``/``scheduler``: where rank files are decoded; the answer does not depend on it.
    ``steps``: ``(A, B)``: only ProfilerStep numbers A to B (None: an open end).
    ``flight_recorder``: the hang's dumps given explicitly (files ``<prefix><rank>`` or directories of them),
    instead of those in the run directory.
    ``comm_kernels``: ``((name, regex), ...)``: kernels outside NCCL that communicate, beyond the built-in patterns
    (DeepEP, NVSHMEM, TransformerEngine userbuffers): each kernel whose name the regex matches is one exchange,
    aligned across ranks in process group ``name`` by its occurrence within the step (``parse_comm_kernels`` reads
    ``NAME=REGEX`` strings and files of them).
    ``diagnose``: False skips the walk-back and everything built on it (stragglers,
    divergences, propagation, gaps stay empty): the alignment and split alone.
    """

    material_fraction: float = DEFAULT_MATERIAL_FRACTION
    span: "int | typing.Literal['all'] | None" = None
    host_map: str | None = None
    cache: bool = True
    cache_dir: str | None = None
    workers: int | None = None
    diagnose: bool = True
    start_method: str | None = None  # decode processes: None = fork where available; a server passes "forkserver"
    memory_budget: int | None = None  # bytes the decode processes may hold together; None: half the RAM
    engine: str = "local"  # "local": decode in processes here; "dask": as tasks on the cluster at ``scheduler``
    scheduler: str | None = None
    steps: tuple | None = None
    parallel_min_bytes: int = 8 << 20  # a span's files decode in processes when they are at least this many bytes
    park_dir: str | None = None  # where decoding processes hand tables back without a cache; None: /dev/shm or tmp
    flight_recorder: tuple = ()  # Flight Recorder dump files or directories; (): the ones in the run directory
    comm_kernels: tuple = ()  # ((name, regex), ...): the user's communication kernel patterns

    def __post_init__(self):
        if not 0 < self.material_fraction < 1:
            raise ValueError(f"material_fraction must be in (0, 1), got {self.material_fraction}")
        if self.span not in (None, "all") and not (isinstance(self.span, int) and self.span >= 1):
            raise ValueError(f"span must be a positive integer or 'all', got {self.span!r}")
        if self.engine not in ENGINES:
            raise ValueError(f"engine must be one of {', '.join(ENGINES)}, got {self.engine!r}")
        object.__setattr__(self, "comm_kernels", parse_comm_kernels(self.comm_kernels))
        if self.engine == "dask" and not self.scheduler:
            raise ValueError("the dask engine needs a scheduler address (tcp://HOST:PORT or a scheduler file)")

    def analysis_key(self) -> dict[str, typing.Any]:
        """The settings that change the answer (cache key part)."""
        key = {"material_fraction": self.material_fraction, "host_map": self.host_map_rules_text(),
               "diagnose": self.diagnose, "steps": list(self.steps) if self.steps else None}
        if self.comm_kernels:  # only when set: the keys of analyses without them are as before
            key["comm_kernels"] = [list(p) for p in self.comm_kernels]
        return key

    def host_map_rules_text(self) -> str | None:
        if not self.host_map:
            return None
        if os.path.isfile(self.host_map):
            with open(self.host_map, encoding="utf-8") as f:
                return f.read()
        return self.host_map

    def host_map_rules(self) -> list[tuple[re.Pattern[str], str]] | None:
        """``[(compiled regex, host template)]``; a bare regex maps to its first group or whole match."""
        text = self.host_map_rules_text()
        if text is None:
            return None
        if not os.path.isfile(self.host_map or ""):
            pat = re.compile(text)
            return [(pat, "\\1" if pat.groups else "\\g<0>")]
        rules = []
        for line in text.splitlines():
            line = line.strip()
            if line and not line.startswith("#"):
                parts = line.split()
                if len(parts) != 2:
                    raise ValueError(f"{self.host_map}: expected 'REGEX HOST' per line, got {line!r}")
                rules.append((re.compile(parts[0]), parts[1]))
        return rules

    def resolved_memory_budget(self) -> int:
        return self.memory_budget or total_memory() // 2

    def resolved_cache_dir(self) -> str:
        if self.cache_dir:
            return self.cache_dir
        env = os.environ.get("TB_XRANK_CACHE_DIR")
        if env:
            return env
        import platformdirs

        return platformdirs.user_cache_dir("tb_xrank")
