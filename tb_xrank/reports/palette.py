"""The colours of meaning, one palette for every chart, legend and report: the HTML report draws in them and the
plugin's frontend/src/palette.ts is generated from them (``python scripts/contract.py``)."""

PALETTE: dict[str, tuple[str, str]] = {  # name: (colour, what it means)
    "wait": ("#f4a261", "waiting: arrival skew. The time ranks waited for the last arrival, seen from either side: "
                        "a lane's wait, a collective's skew, how long after the first rank each rank became ready"),
    "spread": ("#fbd9b6", "some ranks of a group waiting (a grouped lane: part of the group has arrived)"),
    "service": ("#2a9d8f", "service: after the last arrival (the post-last-arrival tail)"),
    "serviceLight": ("#a8dcd5", "the same, a lower bound of it (the run's tail beside a replayed service)"),
    "compute": ("#457b9d", "compute: a rank's own work (on the critical path; its step time less its waiting)"),
    "computeLight": ("#a9c6da", "the same, a second statistic of it (a 90th percentile)"),
    "host": ("#9b5de5", "host gap: time on the launching thread that no event covers"),
    "held": ("#c0392b", "the rank that held a step back, shaded from light to dark by what it cost the step; also "
                        "where its lag grew (the divergence's mark), which is the same blame"),
    "heldLight": ("#f6c9b9", "the light end of held's shading"),
    "heldMid": ("#e76f51", "the middle of held's shading"),
    "divergence": ("#c0392b", "= held: the material divergence, the last arrival's mark"),
    "late": ("#e76f51", "= heldMid: the rank that held a step back, in the key classes and the HTML report"),
    "lateLight": ("#f6c9b9", "= heldLight"),
    "noise": ("#9e9e9e", "within noise: a step's last rank that held nothing back (faint, hatched), what chance alone "
                         "gives"),
    "peer": ("#b0bec5", "the median rank, the role peers: what the slow rank is set against"),
    "event": ("#90a4ae", "an event of the walk-back window"),
    "idle": ("#d5dde1", "time no recorded event covers"),
    "scalar": ("#b8860b", "a scalar the job logged (TensorBoard event files), drawn against the ranks' work"),
    "a": ("#78909c", "run A of a comparison"),
    "b": ("#f57c00", "run B of a comparison"),
}
COLORS: dict[str, str] = {name: colour for name, (colour, _) in PALETTE.items()}
LATENESS = (COLORS["lateLight"], COLORS["late"], COLORS["divergence"])  # the ramp of the history heatmap
