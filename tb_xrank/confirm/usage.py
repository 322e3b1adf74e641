"""The help texts of ``tb-xrank replay`` and ``tb-xrank service``."""

REPLAY_DESCRIPTION = """\
Write one self-contained Python script that replays a span's collectives with
synchronized readiness: it re-creates the span's process groups and re-issues
every aligned collective of the chosen steps in the recorded order, with the
recorded ops, sizes, element types and splits (all-reduce, all-gather,
reduce-scatter, all-to-all(v), broadcast, reduce, send/recv pairs, barrier),
each preceded by a barrier of its group so that every member is ready together,
repeated K times under the PyTorch profiler with tensorboard_trace_handler. Its
output is a run that 'tb-xrank service RUN REPLAY' measures against RUN.

The script needs torch and nothing of the job (model, data); its tensors are
allocated once. Nothing read from a trace becomes code: the plan is written into
it as JSON data that the script checks field by field before it runs."""

REPLAY_EPILOG = """\
running the script:
  python replay.py --spawn N --backend gloo --out LOGDIR/replay     (CPU, N local processes)
  torchrun --nproc-per-node N replay.py --out LOGDIR/replay          (GPUs, NCCL)
  python replay.py --out X --dry-run                                 (check the plan only)
  N is the span's world size; --repeat K overrides the repetitions written in.

what the traces do not record is filled in and listed in the plan's notes: an
element type (float32), an all-to-all's splits (each input split evenly), a
root (the group's first rank).

exit status:
  0  written;  1  nothing could be analysed;  2  usage error or the file cannot be written

examples:
  tb-xrank replay logdir/run1 -o replay.py
  tb-xrank replay logdir/run1 --span 2 --steps 10:12 --repeat 20 -o replay.py
"""

SERVICE_DESCRIPTION = """\
Measure each collective's service against a replay with synchronized readiness.
A collective's post-last-arrival tail is a lower bound on its service: a ring or
chunked algorithm moves data among ready members before the last one arrives.
The replay (tb-xrank replay) re-issued every collective with its members ready
together; its tail there is the whole service. Per collective: the run's tail,
the replay's service (median over the repetitions) and spread (1.4826 x MAD),
their ratio, and algbw/busbw from the replayed service. A tail that falls short
of the service by more than the replay's spread is flagged: data moved before
the last arrival."""

SERVICE_EPILOG = """\
output:
  text  the summary, then one row per collective, flagged ones first
  json  schema tb_xrank.service/1 (tb_xrank/schema/service.schema.json):
        service: [{collective, op, bytes, tail_us, service_us, spread_us, ratio,
        busbw_gbps, ...}]; bandwidth_from says which time each bandwidth is from

exit status:
  0  compared;  1  nothing could be analysed;  2  usage error, or REPLAY holds no
  xrank_replay.json (the replay script writes it)

examples:
  tb-xrank service logdir/run1 logdir/run1-replay
  tb-xrank service logdir/run1 logdir/run1-replay --format json > service.json
"""
