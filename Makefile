# make demo — install into .venv and analyse a bundled fixture run
# make test — install what the tests need and run them
PY ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
RUN ?= fixtures/runs/fixed_slow

.PHONY: demo test install test-deps bench fixtures clean

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

install: $(BIN)/python
	$(BIN)/python -m pip install -q -e .

test-deps: install
	$(BIN)/python -m pip install -q -e '.[test]' torch==2.13.0

demo: install
	$(BIN)/tb-xrank analyze $(RUN)

# pytest exits 5 when it collected no test: that is a failure here, not a pass
test: test-deps
	$(BIN)/python -m pytest -q tests; rc=$$?; \
	if [ $$rc -eq 5 ]; then echo "make test: pytest collected no tests" >&2; exit 1; fi; exit $$rc

bench: test-deps
	$(BIN)/python -m pip install -q holistictraceanalysis torch-tb-profiler
	$(BIN)/python bench/bench_analyze.py

fixtures: test-deps
	$(BIN)/python fixtures/record.py --out fixtures/runs
	$(BIN)/python fixtures/gen_nccl.py --out fixtures/runs

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache
