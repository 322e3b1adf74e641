"""Every code a warning or error of the Analysis carries (``ranks[].warnings``, ``errors``), once, with its severity
and what it says: ``{code: (severity, description)}``. Codes are dotted and stable: ``file.*`` a file that could not
be analysed, ``ingest.*`` what reading one trace left out or doubted, ``align.*`` a rank's records against its
peers' and how its rank, host and clock were found, ``rank.*`` a rank of the world as such."""

CODES: dict[str, tuple[str, str]] = {
    # a file that could not be analysed (Analysis.errors)
    "file.unreadable": ("error", "the file cannot be read: missing, empty, or a corrupt or oversized gzip stream"),
    "file.invalid_json": ("error", "the file is not JSON the decoder reads: invalid, truncated or nested too deeply"),
    "file.not_a_trace": ("error", "the JSON is no PyTorch Profiler trace, or holds no complete event with a time"),
    "file.too_large": ("error", "decoding the file would exceed the memory budget"),
    "file.decode_failed": ("error", "the decoder failed on the file (an unexpected error, or a worker lost)"),
    "file.duplicate_rank": ("error", "another file claims the same rank and the evidence keeps that one"),
    "file.no_rank": ("error", "nothing in the file tells its rank"),
    "file.no_span_file": ("error", "a worker of the run has no trace file for the span"),
    # reading one trace (ranks[].warnings, naming the file)
    "ingest.values_dropped": ("warning", "values of unexpected types dropped"),
    "ingest.values_coerced": ("warning", "values of unexpected types read all the same (a number in a string)"),
    "ingest.damaged_json": ("warning", "events excluded as damaged JSON"),
    "ingest.key_repeated": ("warning", "a top-level key appears more than once: the last is used"),
    "ingest.pg_config_not_list": ("warning", "distributedInfo.pg_config is not a list: not used"),
    "ingest.pg_config_bad_groups": ("warning", "pg_config groups that are not objects with distinct ranks dropped"),
    "ingest.pg_config_foreign_groups": ("warning", "pg_config groups that leave out the file's own rank"),
    "ingest.several_gpus": ("warning", "device events on several GPUs: the rank's GPU is the busiest"),
    "ingest.own_clock": ("warning", "no baseTimeNanoseconds and no epoch times: the clock is fitted on its own"),
    "ingest.negative_duration": ("warning", "complete events with a missing or negative duration"),
    "ingest.events_excluded": ("warning", "complete events excluded: no usable time, name, pid or tid"),
    "ingest.step_name_odd": ("warning", "ProfilerStep events whose name is not ProfilerStep#<number>"),
    "ingest.step_repeated": ("warning", "ProfilerStep events repeat a step number: the earliest is used"),
    "ingest.step_no_duration": ("warning", "ProfilerStep events without a duration: not used as steps"),
    "ingest.step_out_of_order": ("warning", "ProfilerStep events starting before an earlier-numbered step ends"),
    "ingest.gloo_runloops_fewer": ("warning", "fewer gloo runloop threads than gloo process groups"),
    "ingest.gloo_runloops_gaps": ("warning", "gloo runloop threads grouped into process groups by thread id gaps"),
    "ingest.gloo_no_pg_config": ("warning", "no pg_config: all gloo runloop threads taken as one process group"),
    "ingest.gloo_no_call": ("warning", "gloo:* executions without their c10d:: call (enqueue time unknown)"),
    "ingest.gloo_no_execution": ("warning", "c10d:: calls without a gloo:* execution: not read as collectives"),
    "ingest.cuda_graph_unseen": ("warning", "CUDA graph launches with no device row in the trace"),
    "ingest.nccl_host_only": ("warning", "record_param_comms collectives without a recorded NCCL kernel"),
    "ingest.nccl_unlinked": ("warning", "NCCL kernels linked to no host op or annotation (op from kernel name)"),
    "ingest.nccl_no_host_op": ("warning", "NCCL kernels without their record_param_comms host op"),
    "ingest.nccl_idle_call": ("warning", "nccl:* calls that launched no NCCL kernel in the trace"),
    "ingest.kernels_left": ("warning", "communication kernels left out of the alignment, for one reason"),
    # the rank, host and clock of a file, and its records against its peers'
    "align.world_size_impossible": ("warning", "distributedInfo.world_size is impossible: ignored"),
    "align.world_size_disagrees": ("warning", "distributedInfo.world_size disagrees with the run's: ignored"),
    "align.rank_impossible": ("warning", "distributedInfo.rank is impossible: ignored"),
    "align.rank_moved": ("warning", "the file claims a rank another file holds: the evidence gives it another"),
    "align.rank_claimed_twice": ("error", "several files claim the rank and nothing decides: none is used"),
    "align.rank_fallback": ("warning", "no usable distributedInfo.rank: the rank taken from elsewhere"),
    "align.no_host_name": ("warning", "no top-level host_name where other traces have one: host from the file name"),
    "align.clock_apart": ("warning", "collectives end far from the host's other ranks': the clock fitted on its own"),
    "align.inconsistent": ("warning", "collective records inconsistent with their peers': left out of them"),
    "align.step_missing": ("warning", "steps recorded by other ranks but not this one"),
    "align.steps_alone": ("warning", "steps fewer than half the profiled ranks recorded"),
    "align.mismatched": ("warning", "collectives that do not match their peers: excluded from them"),
    "align.unmatched": ("warning", "collective records matched to no peer"),
    "align.single_member": ("info", "collective records with no other profiled member: single-rank evidence"),
    "align.no_peer": ("warning", "point-to-point kernels without peer ranks (older trace): not aligned"),
    "align.miscounted": ("warning", "a process group's records in a step miscounted against its peers': left out"),
    "align.absent": ("warning", "no record of collectives its peers recorded: excluded from them"),
    # a rank of the world
    "rank.not_profiled": ("info", "a rank of the world with no trace file"),
}

SEVERITIES = ("info", "warning", "error")


def listed() -> str:
    """Every code, in the registry's order (for the schema's description)."""
    return ", ".join(CODES)
