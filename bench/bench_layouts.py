"""Benchmark: decoding one run's traces in each JSON layout, against orjson.loads of the same files.

The traces of ``gen_traces.generate`` (kineto's own layout) are written again, event for event, one event a line,
compact and pretty-printed with four spaces (into ``bench/out/layouts-RxMB``, reused while the generators are
unchanged). For each layout, in one process with every module imported before the clocks start: the median of
``--repeat`` serial passes of ``orjson.loads`` over its files (read from disk, each pass), and of
``tb_xrank.ingest.decode.decode`` (no cache) over the same files; the ratio of the two, and how many blocks the
simdjson scanner read and how many went to msgspec or a whole-file read. It prints ratios, never asserts a time.

    python bench/bench_layouts.py                  # 4 ranks x 50 MB, median of 3
    python bench/bench_layouts.py --set 2x20 --repeat 5
"""
import argparse
import json
import os
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.dirname(HERE))
from gen_traces import generate, mark, reusable  # noqa: E402

import orjson  # noqa: E402

from tb_xrank.ingest import decode as dec  # noqa: E402
from tb_xrank.ingest.discover import TraceFile  # noqa: E402


def _one_a_line(doc) -> bytes:
    top = b", ".join(orjson.dumps(k) + b": " + orjson.dumps(v) for k, v in doc.items() if k != "traceEvents")
    return b"{" + top + b', "traceEvents": [\n' + b",\n".join(map(orjson.dumps, doc["traceEvents"])) + b"\n]}"


LAYOUTS = {
    "one event a line": _one_a_line,
    "compact": orjson.dumps,
    "indent 4": lambda doc: json.dumps(doc, indent=4).encode(),
}


def layouts(world: int, mb: int) -> dict:
    """``{layout: [paths]}``: kineto's layout as generated, and each other layout written from it."""
    kineto = generate(os.path.join(HERE, "out", f"{world}x{mb}"), world, mb)
    out = {"kineto": kineto}
    for name, write in LAYOUTS.items():
        d = os.path.join(HERE, "out", f"layouts-{world}x{mb}", name.replace(" ", "-"))
        paths = [os.path.join(d, os.path.basename(p)) for p in kineto]
        if not reusable(d):
            os.makedirs(d, exist_ok=True)
            for src, dst in zip(kineto, paths):
                with open(src, "rb") as f, open(dst, "wb") as g:
                    g.write(write(orjson.loads(f.read())))
            mark(d)
        out[name] = paths
    return out


def _orjson(paths) -> None:
    for p in paths:
        with open(p, "rb") as f:
            orjson.loads(f.read())


def _decode(paths) -> dict:
    blocks = {"scanner": 0, "msgspec": 0, "whole": 0}
    for p in paths:
        d = dec.decode(TraceFile(p, os.path.basename(p), 0, os.path.getsize(p), 0))
        for k, v in d.blocks.items():
            blocks[k] += v
        blocks["whole"] += not sum(d.blocks.values())
    return blocks


def _median(fn, paths, repeat: int) -> tuple:
    times, got = [], None
    for _ in range(repeat):
        t = time.perf_counter()
        got = fn(paths)
        times.append(time.perf_counter() - t)
    return statistics.median(times), got


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--set", default="4x50", help="RANKSxMB (default 4x50)")
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    world, mb = map(int, args.set.split("x"))
    sets = layouts(world, mb)
    print(f"decoder: {'simdjson block scanner' if dec.Scanner else 'msgspec alone'}; {world} ranks x {mb} MB, "
          f"median of {args.repeat}")
    print(f"{'layout':<18} {'MB':>6} {'orjson s':>9} {'decode s':>9} {'/orjson':>8}  blocks (scanner, msgspec, whole)")
    for name, paths in sets.items():
        size = sum(map(os.path.getsize, paths)) / 1e6
        base, _ = _median(_orjson, paths, args.repeat)
        ours, blocks = _median(_decode, paths, args.repeat)
        print(f"{name:<18} {size:>6.0f} {base:>9.3f} {ours:>9.3f} {ours / base:>8.2f}  "
              f"{blocks['scanner']}, {blocks['msgspec']}, {blocks['whole']}")


if __name__ == "__main__":
    main()
