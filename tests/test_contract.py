"""The Analysis contract does not change with the code's structure: every bundled run's Analysis JSON is
byte-identical (``tool_version`` aside) to the one ``tests/golden/make_golden.py`` recorded."""
import json
import os

import pytest

from conftest import FIXTURE_RUNS, ROOT, run_path

GOLDEN = os.path.join(ROOT, "tests", "golden")


def _golden():
    with open(os.path.join(GOLDEN, "analysis_digests.json")) as f:
        return json.load(f)


def test_golden_covers_every_bundled_run():
    assert sorted(_golden()) == FIXTURE_RUNS


@pytest.mark.parametrize("name", FIXTURE_RUNS)
def test_analysis_is_byte_identical(name):
    import sys

    sys.path.insert(0, GOLDEN)
    from make_golden import digests

    want, got = _golden()[name], digests(run_path(name))
    changed = sorted(k for k in want.keys() | got.keys() if want.get(k) != got.get(k))
    assert not changed, f"{name}: the Analysis changed in {changed}"
