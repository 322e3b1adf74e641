"""The Analysis of each generated bench set, byte for byte (``tool_version`` aside), against
``contract_digests.json``, recorded by 0.8.0 (walk-back segment times and window readiness added): a change of structure must not change the contract.

    python bench/check_contract.py            # compare (exit 1 on a difference)
    python bench/check_contract.py --write    # record (only when a change of the Analysis is intended)
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "tests", "golden"))

from make_golden import analysis_text, digests  # noqa: E402

SETS = ("4x50.0", "8x100.0", "mesh-256")
STORED = os.path.join(HERE, "contract_digests.json")


def main() -> int:
    got = {f"bench/out/{s}": digests(analysis_text(os.path.join(HERE, "out", s)))["(bytes)"] for s in SETS
           if os.path.isdir(os.path.join(HERE, "out", s))}
    if "--write" in sys.argv:
        with open(STORED, "w") as f:
            json.dump(got, f, indent=1)
        return 0
    with open(STORED) as f:
        want = json.load(f)
    bad = [s for s in got if want.get(s) != got[s]]
    for s in got:
        print(f"{s}: {'differs' if s in bad else 'identical'}")
    if not got:
        print("no bench set generated yet: run bench/bench_causal.py first")
    return 1 if bad or not got else 0


if __name__ == "__main__":
    sys.exit(main())
