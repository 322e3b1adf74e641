"""The xrank TensorBoard plugin: thin WSGI routes over the run store (HTTP contract: http_api.md).

Routes parse and validate, look the run up among the discovered runs (a query
string never becomes a path), and answer the Analysis or a part of it. While a
run loads, data routes answer 202 with its progress. Only TensorBoard imports this
module; the engine and the CLI do not need TensorBoard.
"""
import os
import re
import threading
import typing

import msgspec
from tensorboard import errors
from tensorboard.backend import http_util
from tensorboard.plugins import base_plugin
from werkzeug import wrappers

from ..comparison import compare
from ..config import ENGINES, Settings, parse_size
from ..model import Analysis, native
from .runs import RunStore

if typing.TYPE_CHECKING:
    import argparse
    from collections.abc import Callable, Iterable

PLUGIN_NAME = "xrank"
TAB_NAME = "Cross-rank"
_JSON = "application/json"
STATIC_DIR = os.path.join(os.path.dirname(__file__), "static")
# the only files served: names are looked up here, never joined to a path from the request
STATIC = {"/index.js": ("index.js", "text/javascript"), "/index.html": ("index.html", "text/html")}


# per-rank fields of a step row: one number per rank and step, so they grow as ranks x steps, and its critical path,
# which grows with the collectives of a step (the step route has them)
STEP_PER_RANK = ("ranks", "comm_us", "exposed_comm_us", "intervals_us", "work_us", "critical_path")
# at most this many collectives, gaps and mismatches in a summary; the step route has all of a step's
SUMMARY_COLLECTIVES = 2000
SUMMARY_ROWS = 1000


def summary_of(a: Analysis, max_collectives: int = SUMMARY_COLLECTIVES, max_rows: int = SUMMARY_ROWS) -> dict:
    """What the first paint needs, small at 1,024 ranks: the Analysis without what grows as ranks x steps or
    ranks x collectives.

    Each collective loses its per-rank detail (``collective?``) and its member list (the process group's list
    is in ``groups`` once, keyed by ``pg``; a collective whose members differ from its group's keeps its own).
    Each step loses its per-rank numbers (``step?``) for counts, its collectives' largest skew and tail and its
    exposed communication's maximum, median and arg-max. Each rank loses its list of steps (a count) and of
    files. Walk-back windows are dropped (``collective?``). Beyond ``max_collectives`` collectives (a
    tensor-parallel family has one collective per group and step) the summary keeps the ones the findings,
    divergences, propagation and steps name and then the largest skews; beyond ``max_rows`` gaps the
    longest, and mismatches the first; ``truncated`` counts what each list had."""
    d = {f: getattr(a, f) for f in a.__struct_fields__}  # the rows as they are: encoded once, by the route
    groups = _groups(a)
    cs, truncated = _kept_collectives(a, max_collectives)
    figs = a.step_figures()
    d.update(groups=groups, collectives=[_collective_row(c, groups) for c in cs],
             steps=[_step_row(s, figs[s.step]) for s in a.steps], ranks=[_rank_row(r) for r in a.ranks])
    del d["windows"]
    if len(a.gaps) > max_rows:
        truncated["gaps"] = len(a.gaps)
        keep = sorted(range(len(a.gaps)), key=lambda i: -a.gaps[i].dur_us)[:max_rows]
        d["gaps"] = [a.gaps[i] for i in sorted(keep)]
    if len(a.mismatches) > max_rows:
        truncated["mismatches"] = len(a.mismatches)
        d["mismatches"] = a.mismatches[:max_rows]
    d["truncated"] = truncated
    return d


def _groups(a: Analysis) -> dict:
    """``{pg: member list}`` of the process groups the collectives (not point-to-point) name."""
    groups = {}
    for c in a.collectives:
        if c.group_ranks and c.op not in ("send", "recv", "sendrecv"):
            groups.setdefault(c.pg, c.group_ranks)
    return groups


def _kept_collectives(a: Analysis, most: int) -> tuple:
    """``(collectives, truncated)``: all of them, or beyond ``most`` those the steps, divergences, findings and
    propagation name and then the largest skews, in their order."""
    cs = a.collectives
    if len(cs) <= most:
        return cs, {}
    named = ({s.critical_collective for s in a.steps} | {v.collective for v in a.divergences}
             | {f.collective for f in a.findings} | {p.source for p in a.propagation}) - {None}
    rank = sorted(range(len(cs)), key=lambda i: (cs[i].id not in named, -(cs[i].skew_us or 0.0)))
    return [cs[i] for i in sorted(rank[:most])], {"collectives": len(cs)}


def _rank_row(r) -> dict:
    row = {k: v for k, v in r.items() if k not in ("steps", "files")}
    row["n_steps"], row["n_files"] = len(r.steps), len(r.files)
    return row


def _collective_row(c, groups) -> dict:
    row = {k: v for k, v in c.items() if k not in ("ranks", "group_ranks")}
    row["n_ranks"] = len(c.get("ranks") or {})
    g = c.get("group_ranks")
    row["group_size"] = len(g) if g else None
    if g and groups.get(c["pg"]) != g:
        row["group_ranks"] = g
    return row


def _step_row(s, fig) -> dict:
    row = {k: v for k, v in s.items() if k not in STEP_PER_RANK}
    row["n_ranks"] = len(s.get("ranks") or [])
    row["critical_path_entries"] = len(s.get("critical_path") or [])
    row["n_collectives"], row["skew_max_us"], row["tail_max_us"] = fig.n_collectives, fig.skew_max_us, fig.tail_max_us
    row["exposed_comm_max_us"] = fig.exposed_comm_max_us
    row["exposed_comm_median_us"] = fig.exposed_comm_median_us
    row["exposed_comm_max_rank"] = fig.exposed_comm_max_rank
    return row


def step_detail(a: Analysis, num: int) -> dict | None:
    """One step with its per-rank detail: the step row whole; per rank its step interval, time and own work
    (when the Analysis records them per rank), its wait in the step's collectives, its communication and the
    part of it left exposed; the step's collectives with their per-rank times; the step's gaps."""
    s = next((x for x in a.steps if x["step"] == num), None)
    if s is None:
        return None
    waits = a.step_figures()[num].waits_us
    members = [str(x) for x in s.ranks] or sorted(set(s.comm_us) | set(waits), key=int)
    return {"run": a.run, "step": s, "ranks": {r: _rank_step(s, r, waits) for r in members},
            "collectives": [c for c in a.collectives if c.step == num], "gaps": [g for g in a.gaps if g.step == num]}


def _rank_step(s, r: str, waits: dict) -> dict:
    """One rank in step ``s``: its interval and time, own work, waits, communication and the exposed part."""
    iv = s.intervals_us.get(r)
    return {"start_us": iv[0] if iv else None, "end_us": iv[1] if iv else None,
            "time_us": round(iv[1] - iv[0], 3) if iv and None not in iv else None,
            "work_us": s.work_us.get(r), "wait_us": waits.get(r),
            "comm_us": s.comm_us.get(r), "exposed_comm_us": s.exposed_comm_us.get(r)}


def collective_detail(a: Analysis, cid: str) -> dict | None:
    """One collective with its per-rank detail, its divergence, the walk-back window (the critical rank's events
    from its anchor to its readiness against two peers') and the propagation it belongs to."""
    c = a.collective(cid)
    if c is None:
        return None
    return {"run": a.run, "collective": c,
            "divergence": next((d for d in a.divergences if d["collective"] == cid), None),
            "window": a.windows.get(cid),
            "propagation": [p for p in a.propagation if p["source"] == cid or cid in p["affected"]]}


def encode(body: object) -> bytes:
    """A view's answer as JSON: its rows are the Analysis' typed rows (and numpy-free plain values)."""
    return msgspec.json.encode(body, enc_hook=native)


def _found(detail, missing: str):
    """``detail``, or a 404 saying what is ``missing``."""
    if detail is None:
        raise errors.NotFoundError(missing)
    return detail


class XrankLoader(base_plugin.TBLoader):
    """Flags ``--xrank_engine``, ``--xrank_scheduler``, ``--xrank_cache_dir`` and ``--xrank_workers``; the
    ``TB_XRANK_*`` variables give their defaults."""

    def define_flags(self, parser: "argparse.ArgumentParser") -> None:
        group = parser.add_argument_group("xrank")
        group.add_argument("--xrank_cache_dir", default=os.environ.get("TB_XRANK_CACHE_DIR"),
                           help="where tb_xrank caches decoded traces and analyses (env TB_XRANK_CACHE_DIR)")
        group.add_argument("--xrank_engine", choices=ENGINES, default=os.environ.get("TB_XRANK_ENGINE", "local"),
                           help="where rank traces are decoded: 'local' processes or a 'dask' cluster "
                                "(env TB_XRANK_ENGINE, default local)")
        group.add_argument("--xrank_scheduler", default=os.environ.get("TB_XRANK_SCHEDULER"),
                           help="the Dask scheduler for --xrank_engine=dask: tcp://HOST:PORT or a scheduler "
                                "file (env TB_XRANK_SCHEDULER)")
        group.add_argument("--xrank_memory_budget", default=os.environ.get("TB_XRANK_MEMORY_BUDGET"),
                           help="memory tb_xrank's decoding processes may use together, e.g. 8G or 40%% "
                                "(env TB_XRANK_MEMORY_BUDGET, default half the RAM)")
        group.add_argument("--xrank_workers", type=int, default=int(os.environ.get("TB_XRANK_WORKERS", "2")),
                           help="runs analysed at once in the background (env TB_XRANK_WORKERS, default 2)")

    def fix_flags(self, flags: "argparse.Namespace") -> None:
        if flags.xrank_workers < 1:
            raise base_plugin.FlagsError("--xrank_workers must be at least 1")
        try:
            if getattr(flags, "xrank_memory_budget", None):
                parse_size(flags.xrank_memory_budget)
        except ValueError as e:
            raise base_plugin.FlagsError(f"--xrank_memory_budget: {e}")
        if flags.xrank_engine not in ENGINES:
            raise base_plugin.FlagsError(f"--xrank_engine must be one of {', '.join(ENGINES)}")
        if flags.xrank_engine == "dask" and not flags.xrank_scheduler:
            raise base_plugin.FlagsError("--xrank_engine=dask needs --xrank_scheduler (tcp://HOST:PORT)")

    def load(self, context: base_plugin.TBContext) -> "XrankPlugin":
        return XrankPlugin(context)


class XrankPlugin(base_plugin.TBPlugin):
    plugin_name = PLUGIN_NAME

    def __init__(self, context, store: RunStore | None = None):
        flags = context.flags
        settings = Settings(cache_dir=getattr(flags, "xrank_cache_dir", None), start_method="forkserver",
                            engine=getattr(flags, "xrank_engine", None) or "local",
                            scheduler=getattr(flags, "xrank_scheduler", None),
                            memory_budget=parse_size(flags.xrank_memory_budget)
                            if getattr(flags, "xrank_memory_budget", None) else None)
        self._lock = threading.Lock()
        self._compared = {}  # (run a, version, run b, version) -> comparison; the oldest dropped beyond 32
        self.store = store or RunStore(context.logdir or "", settings,
                                        max_workers=getattr(flags, "xrank_workers", 2) or 2)

    def get_plugin_apps(self) -> "dict[str, Callable[..., Iterable[bytes]]]":
        apps = {"/runs": self.runs_route, "/summary": self.summary_route, "/analysis": self.analysis_route,
                "/collective": self.collective_route, "/step": self.step_route, "/compare": self.compare_route}
        apps.update({route: self._static(name, mime) for route, (name, mime) in STATIC.items()})
        apps["/export"] = self.export_route
        return apps

    def is_active(self) -> bool:
        return bool(self.store.list())

    def frontend_metadata(self) -> base_plugin.FrontendMetadata:
        return base_plugin.FrontendMetadata(es_module_path="/index.js", tab_name=TAB_NAME, disable_reload=True)

    def _static(self, name, mime):
        @wrappers.Request.application
        def serve(request: wrappers.Request) -> wrappers.Response:
            with open(os.path.join(STATIC_DIR, name), "rb") as f:
                body = f.read()
            return http_util.Respond(request, body, mime)
        return serve

    # --- routes -------------------------------------------------------------------------------------

    @wrappers.Request.application
    def runs_route(self, request: wrappers.Request) -> wrappers.Response:
        return http_util.Respond(request, self.store.list(), _JSON)

    @wrappers.Request.application
    def summary_route(self, request: wrappers.Request) -> wrappers.Response:
        return self._with_run(request, summary_of)

    @wrappers.Request.application
    def analysis_route(self, request: wrappers.Request) -> wrappers.Response:
        return self._with_run(request, lambda a: a.to_json())

    @wrappers.Request.application
    def collective_route(self, request: wrappers.Request) -> wrappers.Response:
        cid = request.args.get("id")
        if not cid:
            raise errors.InvalidArgumentError("missing 'id' (a collective id, e.g. 0:863)")

        return self._with_run(request, lambda a: _found(collective_detail(a, cid),
                                                        f"no collective {cid!r} in run {a.run!r}"))

    @wrappers.Request.application
    def step_route(self, request: wrappers.Request) -> wrappers.Response:
        """``step?run=&step=N``: one step's per-rank detail (``step_detail``); 400 without an integer step,
        404 for a step the run does not have."""
        raw = request.args.get("step")
        if not raw:
            raise errors.InvalidArgumentError("missing 'step' (a step number from the summary's steps)")
        if not re.fullmatch(r"-?\d{1,18}", raw):
            raise errors.InvalidArgumentError(f"'step' must be an integer, not {raw!r}")
        num = int(raw)

        return self._with_run(request, lambda a: _found(step_detail(a, num), f"no step {num} in run {a.run!r}"))

    @wrappers.Request.application
    def compare_route(self, request: wrappers.Request) -> wrappers.Response:
        """``compare?a=&b=``: run B against run A (``tb-xrank compare A B --format json``); 202 while either
        loads, 500 when either could not be analysed."""
        a, b = self._lookup(request, "a"), self._lookup(request, "b")
        if a.analysis is None or b.analysis is None:
            code = 500 if "error" in (a.state, b.state) else 202
            return http_util.Respond(request, {"a": a.status(), "b": b.status()}, _JSON, code=code)
        key = (a.name, a.version, b.name, b.version)
        with self._lock:
            cached = self._compared.get(key)
        if cached is None:
            cached = compare(a.analysis, b.analysis).to_json()
            with self._lock:
                self._compared[key] = cached
                while len(self._compared) > 32:
                    self._compared.pop(next(iter(self._compared)))
        return http_util.Respond(request, cached, _JSON)

    _last_export = (None, None)  # (run, version, gzip) and the body of the latest export download

    @wrappers.Request.application
    def export_route(self, request: wrappers.Request) -> wrappers.Response:
        """``export?run=[&gzip=0]``: the merged, clock-corrected trace of every rank (``tb-xrank export``) as a
        download, gzip unless ``gzip=0``; 202 while the run loads, 500 when it could not be analysed."""
        gz = request.args.get("gzip", "1")
        if gz not in ("0", "1"):
            raise errors.InvalidArgumentError("'gzip' must be 0 or 1")
        entry, waiting = self._entry(request)
        if waiting:
            return waiting
        key = (entry.name, entry.version, gz)
        cached_key, body = self._last_export
        if cached_key != key:
            from ..reports import export

            try:  # the files the Analysis was made from: no new listing
                body = (export.merged_trace_gz if gz == "1" else export.merged_trace)(entry.files, self.store.settings)
            except Exception as e:  # the files changed or vanished since the analysis: say so, keep serving
                return http_util.Respond(request, {**entry.status(), "error": f"export failed: {type(e).__name__}: {e}"},
                                         _JSON, code=500)
            self._last_export = (key, body)
        filename = (re.sub(r"[^A-Za-z0-9._-]+", "_", entry.name).strip("._") or "run") + ".merged.json"
        filename += ".gz" if gz == "1" else ""
        return http_util.Respond(request, body, "application/gzip" if gz == "1" else _JSON,
                                 headers=[("Content-Disposition", f'attachment; filename="{filename}"')])

    def _lookup(self, request, arg: str = "run"):
        """The store's entry for the run named by the query argument ``arg``; a missing or unknown name is a 4xx,
        never a path."""
        name = request.args.get(arg)
        if not name:
            raise errors.InvalidArgumentError(f"missing '{arg}' (a run name from /runs)")
        entry = self.store.get(name)
        if entry is None:
            raise errors.NotFoundError(f"no run named {name!r} under the logdir")
        return entry

    def _entry(self, request):
        """``(entry, None)`` for the run named by ``run`` once it has an Analysis, else ``(None, answer)``: 202 while
        it loads, 500 when it could not be analysed."""
        entry = self._lookup(request)
        if entry.analysis is None:
            return None, http_util.Respond(request, entry.status(), _JSON, code=500 if entry.state == "error" else 202)
        return entry, None

    def _with_run(self, request, render):
        """Validate ``run``, answer 202 while it loads, else ``render(analysis)``."""
        entry, waiting = self._entry(request)
        if waiting:
            return waiting
        body = render(entry.analysis)
        return http_util.Respond(request, body if isinstance(body, str) else encode(body), _JSON)
