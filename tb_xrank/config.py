"""Settings of one analysis: an immutable value passed explicitly, never a global."""
import dataclasses
import os
import re

DEFAULT_MATERIAL_FRACTION = 0.05
ENGINES = ("local", "dask")


@dataclasses.dataclass(frozen=True)
class Settings:
    """What the analysis is asked to do.

    ``span``: None (the latest span every rank has), a 1-based span number, or "all".
    ``host_map``: a file of ``REGEX HOST`` lines, or one regex whose first group (or
    whole match) in the worker name or host name is the physical host.
    ``engine``/``scheduler``: where rank files are decoded; the answer does not depend on it.
    ``diagnose``: False skips the walk-back and everything built on it (stragglers,
    divergences, propagation, gaps stay empty): the alignment and split alone.
    """

    material_fraction: float = DEFAULT_MATERIAL_FRACTION
    span: object = None
    host_map: str | None = None
    cache: bool = True
    cache_dir: str | None = None
    workers: int | None = None
    diagnose: bool = True
    start_method: str | None = None  # decode processes: None = fork where available; a server passes "forkserver"
    engine: str = "local"  # "local": decode in processes here; "dask": as tasks on the cluster at ``scheduler``
    scheduler: str | None = None

    def __post_init__(self):
        if not 0 < self.material_fraction < 1:
            raise ValueError(f"material_fraction must be in (0, 1), got {self.material_fraction}")
        if self.span not in (None, "all") and not (isinstance(self.span, int) and self.span >= 1):
            raise ValueError(f"span must be a positive integer or 'all', got {self.span!r}")
        if self.engine not in ENGINES:
            raise ValueError(f"engine must be one of {', '.join(ENGINES)}, got {self.engine!r}")
        if self.engine == "dask" and not self.scheduler:
            raise ValueError("the dask engine needs a scheduler address (tcp://HOST:PORT or a scheduler file)")

    def analysis_key(self) -> dict:
        """The settings that change the answer (cache key part)."""
        return {"material_fraction": self.material_fraction, "host_map": self.host_map_rules_text(),
                "diagnose": self.diagnose}

    def host_map_rules_text(self) -> str | None:
        if not self.host_map:
            return None
        if os.path.isfile(self.host_map):
            with open(self.host_map, encoding="utf-8") as f:
                return f.read()
        return self.host_map

    def host_map_rules(self):
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

    def resolved_cache_dir(self) -> str:
        if self.cache_dir:
            return self.cache_dir
        env = os.environ.get("TB_XRANK_CACHE_DIR")
        if env:
            return env
        import platformdirs

        return platformdirs.user_cache_dir("tb_xrank")
