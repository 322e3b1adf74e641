"""Per-rank decoding as tasks on a Dask cluster (``engine="dask"``).

Each task is one trace file: the worker reads the file itself (a path on shared
storage or an fsspec URL), decodes it with the same decoder as the local engine
and sends back only the compact RankTable, so the answer is the local engine's.
Dask distributed is optional (``pip install 'tb_xrank[dask]'``); every worker
needs tb_xrank installed.
"""
import dataclasses
import os
import typing
import uuid

from .read import Read, read_file

if typing.TYPE_CHECKING:
    from collections.abc import Iterable, Iterator

    from .discover import TraceFile


def _client(scheduler: str):
    try:
        from distributed import Client
    except ImportError:
        raise ConnectionError("the dask engine needs Dask distributed: pip install 'tb_xrank[dask]'") from None
    try:
        if scheduler.endswith(".json") and os.path.isfile(scheduler):
            return Client(scheduler_file=scheduler, timeout="20s", set_as_default=False)
        return Client(scheduler, timeout="20s", set_as_default=False)
    except (OSError, TimeoutError) as e:
        raise ConnectionError(f"cannot reach the Dask scheduler at {scheduler}: {e}") from None


def decode_on_cluster(files: "Iterable[TraceFile]", scheduler: str) -> "Iterator[tuple[TraceFile, Read]]":
    """Yield ``(TraceFile, Read)`` as the cluster finishes each file (largest first)."""
    from distributed import as_completed

    tag = uuid.uuid4().hex[:8]
    with _client(scheduler) as client, client.as_current():
        order = sorted(files, key=lambda f: -f.size)
        futs = client.map(read_file, order, key=[f"xrank-decode-{tag}-{i}" for i in range(len(order))],
                          pure=False)
        by_key = {f.key: tf for f, tf in zip(futs, order)}
        for fut in as_completed(futs):
            tf = by_key[fut.key]
            try:
                got = fut.result()
            except Exception as e:  # a worker that cannot run the task (tb_xrank missing, killed): that file's gap
                got = Read(reason=f"dask worker failed ({type(e).__name__}: {e})")
            fut.release()
            yield tf, dataclasses.replace(got, via="dask")
