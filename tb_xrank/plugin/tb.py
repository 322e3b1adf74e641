"""The xrank TensorBoard plugin: the loader and thin WSGI routes over the run store (HTTP contract: http_api.md).

Routes parse and validate, look the run up among the discovered runs (a query
string never becomes a path), and answer the Analysis or a part of it. While a
run loads, data routes answer 202 with its progress. Only TensorBoard imports this
module; the engine and the CLI do not need TensorBoard.
"""
import dataclasses
import os
import re
import threading
import typing

from tensorboard import errors
from tensorboard.backend import http_util
from tensorboard.plugins import base_plugin
from werkzeug import wrappers

from ..comparison import compare
from ..config import ENGINES, Settings, parse_size
from .compare import Choice, Variants, parse_choice, parse_exchange
from .runs import Entry, RunStore, parse_logdir_spec
from .service import HOW, Replays
from .spans import OverTimes, parse_span
from .views import collective_detail, encode, step_detail, summary_of

if typing.TYPE_CHECKING:
    import argparse
    from collections.abc import Callable, Iterable

PLUGIN_NAME = "xrank"
TAB_NAME = "Cross-rank"
_JSON = "application/json"
STATIC_DIR = os.path.join(os.path.dirname(__file__), "static")
# the only files served: names are looked up here, never joined to a path from the request
STATIC = {"/index.js": ("index.js", "text/javascript"), "/index.html": ("index.html", "text/html")}


def _found(detail, missing: str):
    """``detail``, or a 404 saying what is ``missing``."""
    if detail is None:
        raise errors.NotFoundError(missing)
    return detail


def _choice(request: wrappers.Request, side: str, entry: Entry) -> Choice:
    """The span and steps of run ``side`` the query chose (``span_<side>``, ``steps_<side>``), or a 400 saying what
    is wrong with them."""
    try:
        return parse_choice(side, request.args.getlist(f"span_{side}"), request.args.getlist(f"steps_{side}"),
                            entry.files.n_spans)
    except ValueError as e:
        raise errors.InvalidArgumentError(f"{e} (run {entry.name!r})") from None


class XrankLoader(base_plugin.TBLoader):
    """Flags ``--xrank_engine``, ``--xrank_scheduler``, ``--xrank_cache_dir``, ``--xrank_workers`` and
    ``--xrank_run``; the ``TB_XRANK_*`` variables give their defaults."""

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
        group.add_argument("--xrank_run", default=os.environ.get("TB_XRANK_RUN"), metavar="NAME",
                           help="the run the Cross-rank tab opens on: a name as the tab lists it (the run's "
                                "directory relative to the logdir; NAME/RUN under --logdir_spec) (env TB_XRANK_RUN, "
                                "default the first run)")

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


def _roots(context: base_plugin.TBContext) -> "str | dict[str, str | None]":
    """What the store reads: ``--logdir``, else the directories of ``--logdir_spec`` with their group names
    (TensorBoard then passes the spec itself as the context's logdir)."""
    spec = getattr(context.flags, "logdir_spec", None) if context.flags else None
    if spec and not getattr(context.flags, "logdir", None):
        return parse_logdir_spec(spec)
    return context.logdir or ""


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
        self._compared: dict[tuple, str] = {}  # (run, version, Choice of A, then of B) -> comparison; the oldest dropped beyond 32
        self.default_run = getattr(flags, "xrank_run", None) or None
        self.store = store or RunStore(_roots(context), settings, max_workers=getattr(flags, "xrank_workers", 2) or 2,
                                       first=self.default_run)
        self._variants = Variants(self.store.settings)  # the analyses of a span or steps the Compare tab chose
        self._overtimes = OverTimes(self.store.settings)  # each run over all its windows (the Over time tab)
        self._replays = Replays()  # the replay records of the store's runs (the Aligned tab's service view)
        self._served: dict[tuple, bytes] = {}  # (run, version, replay, version) -> the service answer; the oldest dropped beyond 8

    def get_plugin_apps(self) -> "dict[str, Callable[..., Iterable[bytes]]]":
        apps = {"/runs": self.runs_route, "/summary": self.summary_route, "/analysis": self.analysis_route,
                "/collective": self.collective_route, "/step": self.step_route, "/compare": self.compare_route,
                "/overtime": self.overtime_route, "/service": self.service_route}
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

    @wrappers.Request.application  # type: ignore[arg-type]  # on a method: werkzeug types it for functions
    def runs_route(self, request: wrappers.Request) -> wrappers.Response:
        """``runs``: every run's status, ``default`` true on the run ``--xrank_run`` names."""
        return http_util.Respond(request, [{**r, "default": r["name"] == self.default_run} for r in self.store.list()],
                                 _JSON)

    @wrappers.Request.application  # type: ignore[arg-type]  # on a method: werkzeug types it for functions
    def summary_route(self, request: wrappers.Request) -> wrappers.Response:
        return self._with_run(request, summary_of)

    @wrappers.Request.application  # type: ignore[arg-type]  # on a method: werkzeug types it for functions
    def analysis_route(self, request: wrappers.Request) -> wrappers.Response:
        return self._with_run(request, lambda a: a.to_json())

    @wrappers.Request.application  # type: ignore[arg-type]  # on a method: werkzeug types it for functions
    def collective_route(self, request: wrappers.Request) -> wrappers.Response:
        cid = request.args.get("id")
        if not cid:
            raise errors.InvalidArgumentError("missing 'id' (a collective id, e.g. 0:863)")

        return self._with_run(request, lambda a: _found(collective_detail(a, cid),
                                                        f"no collective {cid!r} in run {a.run!r}"))

    @wrappers.Request.application  # type: ignore[arg-type]  # on a method: werkzeug types it for functions
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

    @wrappers.Request.application  # type: ignore[arg-type]  # on a method: werkzeug types it for functions
    def compare_route(self, request: wrappers.Request) -> wrappers.Response:
        """``compare?a=&b=[&span_a=N][&steps_a=A:B][&span_b=N][&steps_b=A:B][&exchange=R1:R2]``: run B against run
        A, each of its span and steps when given (``tb-xrank compare A B --span-a N --steps-a A:B ... --exchange R1:R2
        --format json``), with its ``exchange`` when the query names one or B's recorded shapes show one; 400 for a
        span or steps that is not one (or a span the run does not have), or an exchange that is not two different
        ranks of the runs; 202 while either loads, 500 when either could not be analysed."""
        a, b = self._lookup(request, "a"), self._lookup(request, "b")
        ca, cb = _choice(request, "a", a), _choice(request, "b", b)
        if a.analysis is None or b.analysis is None:
            code = 500 if "error" in (a.state, b.state) else 202
            return http_util.Respond(request, {"a": a.status(), "b": b.status()}, _JSON, code=code)
        ja, jb = self._variants.job(a, ca), self._variants.job(b, cb)
        if ja.analysis is None or jb.analysis is None:
            code = 500 if "error" in (ja.state, jb.state) else 202
            return http_util.Respond(request, {"a": ja.status(a), "b": jb.status(b)}, _JSON, code=code)
        world = min(int(ja.analysis.world_size or 0), int(jb.analysis.world_size or 0))
        try:
            flag = parse_exchange(request.args.getlist("exchange"), world)
        except ValueError as e:
            raise errors.InvalidArgumentError(str(e)) from None
        key = (a.name, a.version, ca, b.name, b.version, cb, None if flag is None else tuple(flag))
        with self._lock:
            cached = self._compared.get(key)
        if cached is None:
            from ..confirm import Side, with_exchange

            settings = self.store.settings
            try:  # the exchange of the flag, or the one B's recorded shapes show (tb-xrank compare --exchange)
                side_a = Side(ja.analysis, a.files, dataclasses.replace(settings, span=ca.span, steps=ca.steps))
                side_b = Side(jb.analysis, b.files, dataclasses.replace(settings, span=cb.span, steps=cb.steps))
                c = with_exchange(compare(ja.analysis, jb.analysis), side_a, side_b, flag)
            except ValueError as e:  # a flagged rank not profiled in both runs
                raise errors.InvalidArgumentError(str(e)) from None
            cached = c.to_json()
            with self._lock:
                self._compared[key] = cached
                while len(self._compared) > 32:
                    self._compared.pop(next(iter(self._compared)))
        return http_util.Respond(request, cached, _JSON)

    _last_export: tuple[tuple | None, bytes | None] = (None, None)  # (run, version, gzip) and the body of the latest export download

    @wrappers.Request.application  # type: ignore[arg-type]  # on a method: werkzeug types it for functions
    def export_route(self, request: wrappers.Request) -> wrappers.Response:
        """``export?run=[&span=N][&gzip=0]``: the merged, clock-corrected trace of every rank (``tb-xrank export``)
        of the latest span or span N as a download, gzip unless ``gzip=0``; 202 while the run (or the span) loads,
        500 when it could not be analysed."""
        gz = request.args.get("gzip", "1")
        if gz not in ("0", "1"):
            raise errors.InvalidArgumentError("'gzip' must be 0 or 1")
        entry, analysis, waiting = self._entry(request)
        if waiting:
            return waiting
        key = (entry.name, entry.version, analysis.span, gz)
        cached_key, body = self._last_export
        if cached_key != key:
            from ..reports import export

            settings = self.store.settings if analysis is entry.analysis else \
                dataclasses.replace(self.store.settings, span=analysis.span)
            try:  # the files the Analysis was made from: no new listing
                body = (export.merged_trace_gz if gz == "1" else export.merged_trace)(entry.files, settings)
            except Exception as e:  # the files changed or vanished since the analysis: say so, keep serving
                return http_util.Respond(request, {**entry.status(), "error": f"export failed: {type(e).__name__}: {e}"},
                                         _JSON, code=500)
            self._last_export = (key, body)
        filename = (re.sub(r"[^A-Za-z0-9._-]+", "_", entry.name).strip("._") or "run")
        filename += ("" if analysis is entry.analysis else f".span{analysis.span}") + ".merged.json"
        filename += ".gz" if gz == "1" else ""
        return http_util.Respond(request, body, "application/gzip" if gz == "1" else _JSON,
                                 headers=[("Content-Disposition", f'attachment; filename="{filename}"')])

    @wrappers.Request.application  # type: ignore[arg-type]  # on a method: werkzeug types it for functions
    def overtime_route(self, request: wrappers.Request) -> wrappers.Response:
        """``overtime?run=``: the run over all its profiler windows, the object ``tb-xrank analyze RUN --over-time
        --format json`` prints (schema ``tb_xrank.overtime/1``), computed in the background once the run's latest
        span is analysed; 202 with the run's status and progress until then, 500 when it could not be computed."""
        entry = self._lookup(request)
        if entry.analysis is None:
            return http_util.Respond(request, entry.status(), _JSON, code=500 if entry.state == "error" else 202)
        job = self._overtimes.job(entry)
        if job.body is None:
            return http_util.Respond(request, job.status(entry), _JSON, code=500 if job.state == "error" else 202)
        return http_util.Respond(request, job.body, _JSON)

    @wrappers.Request.application  # type: ignore[arg-type]  # on a method: werkzeug types it for functions
    def service_route(self, request: wrappers.Request) -> wrappers.Response:
        """``service?run=[&replay=]``: ``{run, replay, report, why}``: the run's collectives against a replay of them
        (``tb-xrank service RUN REPLAY --format json`` as ``report``), the replay ``replay`` names or else the
        first of the store's runs that is a replay of the run; ``replay`` and ``report`` null, with ``why``, where
        there is none. 400 for a ``replay`` given twice or that is no replay of the run; 202 while the run (in the
        replay's span) or the replay loads, 500 when either could not be analysed."""
        entry = self._lookup(request)
        rep, rec = self._replay_of(request, entry)
        if rep is None:
            return http_util.Respond(request, {"run": entry.name, "replay": None, "report": None, "why": HOW}, _JSON)
        job = self._variants.job(entry, Choice(span=rec.plan.span)) if entry.analysis is not None else None
        if job is None or job.analysis is None or rep.analysis is None:
            bad = "error" in (entry.state, rep.state, getattr(job, "state", ""))
            return http_util.Respond(request, {"run": job.status(entry) if job else entry.status(),
                                               "replay": rep.status()}, _JSON, code=500 if bad else 202)
        key = (entry.name, entry.version, rep.name, rep.version)
        with self._lock:
            body = self._served.get(key)
        if body is None:
            from ..confirm import service_of

            body = encode({"run": entry.name, "replay": rep.name,
                           "report": service_of(job.analysis, rep.analysis, rec), "why": None})
            with self._lock:
                self._served[key] = body
                while len(self._served) > 8:
                    self._served.pop(next(iter(self._served)))
        return http_util.Respond(request, body, _JSON)

    def _replay_of(self, request, entry: Entry) -> tuple:
        """``(entry, record)`` of the replay of run ``entry`` that ``replay`` names, else of the first replay of it
        among the store's runs; ``(None, None)`` where there is none. A ``replay`` given twice, or that is no replay
        of the run (of a span it has), is a 400."""
        if len(request.args.getlist("replay")) > 1:
            raise errors.InvalidArgumentError("'replay' given more than once: give it once")
        replays = [self._lookup(request, "replay")] if "replay" in request.args else \
            self._replays.of(self.store, entry.name)
        if not replays:
            return None, None
        rep, rec = replays[0], self._replays.record(replays[0])
        if rec is None or rec.plan.run not in (entry.name, os.path.basename(entry.name)):
            raise errors.InvalidArgumentError(f"run {rep.name!r} is no replay of run {entry.name!r} (its directory "
                                              "holds no replay record naming it)")
        if not 1 <= rec.plan.span <= entry.files.n_spans:
            raise errors.InvalidArgumentError(f"the replay {rep.name!r} is of span {rec.plan.span}, which run "
                                              f"{entry.name!r} does not have")
        return rep, rec

    def _lookup(self, request, arg: str = "run"):
        """The store's entry for the run named by the query argument ``arg``; a missing or unknown name is a 4xx,
        never a path."""
        name = request.args.get(arg)
        if not name:
            raise errors.InvalidArgumentError(f"missing '{arg}' (a run name from /runs)")
        entry = self.store.get(name)
        if entry is None:
            raise errors.NotFoundError(f"no run named {name!r} under the logdir")
        self.store.want(name)  # still waiting for a worker: it goes next
        return entry

    def _entry(self, request):
        """``(entry, analysis, None)`` for the run named by ``run`` once it has the Analysis of the span ``span``
        names (the latest span every rank has without it), else ``(None, None, answer)``: 202 while the run or the
        span loads, 500 when it could not be analysed; a bad ``span`` is a 400."""
        entry = self._lookup(request)
        try:
            span = parse_span(request.args.getlist("span"), entry.files.n_spans)
        except ValueError as e:
            raise errors.InvalidArgumentError(f"{e} (run {entry.name!r})") from None
        if entry.analysis is None:
            return None, None, http_util.Respond(request, entry.status(), _JSON,
                                                 code=500 if entry.state == "error" else 202)
        job = self._variants.job(entry, Choice(span=span))
        if job.analysis is None:
            return None, None, http_util.Respond(request, job.status(entry), _JSON,
                                                 code=500 if job.state == "error" else 202)
        return entry, job.analysis, None

    def _with_run(self, request, render):
        """Validate ``run`` and ``span``, answer 202 while they load, else ``render(analysis)``."""
        _, analysis, waiting = self._entry(request)
        if waiting:
            return waiting
        body = render(analysis)
        return http_util.Respond(request, body if isinstance(body, str) else encode(body), _JSON)
