"""The Aligned tab's service view: a run's collectives against a replay of them with synchronized readiness that
lies beside it in the logdir (``tb-xrank service RUN REPLAY``). A replay is a run of the store whose directory holds
the record the replay script writes (``xrank_replay.json``), and it is a replay of the run its plan names. Runs are
looked up among the store's; nothing of the query string reaches a path. Needs no TensorBoard.
"""
import os
import threading
import typing

if typing.TYPE_CHECKING:
    from ..confirm.plan import ReplayRun
    from .runs import Entry, RunStore

HOW = ("no replay of this run beside it: tb-xrank replay RUN -o replay.py, then python replay.py --spawn N --backend "
       "gloo --out DIR (or torchrun ... --out DIR on GPUs) with DIR in the logdir")


class Replays:
    """The replay records of the store's runs, read once per analysed version of each run."""

    def __init__(self):
        self._lock = threading.Lock()
        self._records: dict = {}  # (run name, version) -> its ReplayRun, or None where it has none

    def record(self, entry: "Entry") -> "ReplayRun | None":
        """The replay record in ``entry``'s run directory, None without a readable one."""
        from ..confirm import read_replay

        key = (entry.name, entry.version)
        with self._lock:
            if key in self._records:
                return self._records[key]
        try:
            rec = read_replay(entry.files.path) if entry.files.path else None
        except (OSError, ValueError, ConnectionError):
            rec = None
        with self._lock:
            self._records[key] = rec
        return rec

    def of(self, store: "RunStore", name: str) -> "list[Entry]":
        """The store's runs that are replays of run ``name`` (their plan names it, or its last path part), by name."""
        out = []
        for status in store.list():
            e = store.get(status["name"])
            if e is None or e.name == name:
                continue
            rec = self.record(e)
            if rec is not None and rec.plan.run in (name, os.path.basename(name)):
                out.append(e)
        return out
