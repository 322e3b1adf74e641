"""Plain sentences about what the Analysis shows, most important first, each with its numbers."""
import dataclasses




def _ms(us) -> str:
    return f"{us / 1000:.1f} ms" if abs(us) >= 1000 else f"{us:.0f} µs"


def worst(collectives, n=None):
    """Collectives ordered by arrival skew, largest first (those without a skew last)."""
    ranked = sorted(collectives, key=lambda c: -(c["skew_us"] if c["skew_us"] is not None else -1))
    return ranked if n is None else ranked[:n]


def with_findings(a):
    """The Analysis with ``findings`` filled from its collectives, clock, ranks and errors."""
    out = []
    material = [c for c in a.collectives if c["material"]]
    if material:
        counts = {}
        for c in material:
            counts[c["last_rank"]] = counts.get(c["last_rank"], 0) + 1
        top = max(counts, key=counts.get)
        out.append({"severity": "warning", "step": None, "collective": None,
                    "text": f"Rank {top} arrived last at {counts[top]} of {len(material)} material collectives "
                            f"(skew ≥ {_ms(a.settings['material_threshold_us'])}, "
                            f"{a.settings['material_fraction']:.0%} of the median step)."})
    for c in worst(material, 3):
        bars = [v["end_us"] - v["ready_us"] for v in c["ranks"].values()
                if v["end_us"] is not None and v["ready_us"] is not None]
        longest = max(bars) if bars else 0.0
        share = c["skew_us"] / longest if longest > 0 else 0.0
        out.append({"severity": "warning", "step": c["step"], "collective": c["id"],
                    "text": f"{c['op']} {c['id']} (step {c['step']}): rank {c['last_rank']} became ready "
                            f"{_ms(c['skew_us'])} after the first rank; the post-last-arrival tail was "
                            f"{_ms(c['tail_us'] or 0.0)}, so {share:.0%} of the longest bar ({_ms(longest)}) "
                            f"was waiting, not transfer."})
    if a.collectives and not material:
        sk = [c["skew_us"] for c in a.collectives if c["skew_us"] is not None]
        out.append({"severity": "info", "step": None, "collective": None,
                    "text": f"No material arrival skew: the largest of {len(sk)} collectives was "
                            f"{_ms(max(sk) if sk else 0)} against a threshold of "
                            f"{_ms(a.settings['material_threshold_us'] or 0)}."})
    if a.clock.get("clock_suspect"):
        out.append({"severity": "warning", "step": None, "collective": None,
                    "text": f"Clock-corrected and clock-free skews disagree on {a.clock['disagreements']} "
                            f"collectives beyond the {_ms(a.clock['residual_us'] or 0)} residual: "
                            "host clocks may drift or jump inside the window; trust skew_clockfree_us."})
    profiled = [r for r in a.ranks if r["status"] in ("ok", "partial")]
    if len(profiled) < 2:
        out.append({"severity": "info", "step": None, "collective": None,
                    "text": f"Only {len(profiled)} of {a.world_size} ranks profiled: nothing to align across ranks."})
    not_prof = [r["rank"] for r in a.ranks if r["status"] == "not_profiled"]
    if not_prof and len(profiled) >= 2:
        out.append({"severity": "info", "step": None, "collective": None,
                    "text": f"{len(not_prof)} of {a.world_size} ranks were not profiled; skew is over the "
                            f"{len(profiled)} that were, so an unprofiled rank may have been later still."})
    for e in a.errors:
        out.append({"severity": "error", "step": None, "collective": None, "text": f"{e['file']}: {e['reason']}"})
    if a.mismatches:
        out.append({"severity": "error", "step": None, "collective": a.mismatches[0]["collective"],
                    "text": f"{len(a.mismatches)} mismatched collectives, e.g. {a.mismatches[0]['collective']} on "
                            f"rank {a.mismatches[0]['rank']}: {a.mismatches[0]['got']} where peers recorded "
                            f"{a.mismatches[0]['expected']}."})
    return dataclasses.replace(a, findings=out)



