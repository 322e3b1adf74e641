"""mypy runs clean over the whole package (its configuration: the ``[mypy]`` section of setup.cfg, read from the
repository root). Not skipped without mypy: the test extra installs it (``pip install -e '.[test]'``)."""
import importlib.util
import subprocess
import sys

import pytest

from conftest import ROOT


def test_mypy_clean():
    if importlib.util.find_spec("mypy") is None:
        pytest.fail(f"mypy is not installed for {sys.executable}: pip install -e '.[test]' (or 'mypy>=1.10')",
                    pytrace=False)
    got = subprocess.run([sys.executable, "-m", "mypy"], cwd=ROOT, capture_output=True, text=True, timeout=900)
    if got.returncode != 0:
        pytest.fail(f"mypy found type errors (exit {got.returncode}); run `python -m mypy` in {ROOT}:\n"
                    f"{got.stdout}{got.stderr}", pytrace=False)
