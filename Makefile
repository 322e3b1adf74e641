# make demo — install into .venv, print the analysis of a bundled run, start TensorBoard on four bundled runs
# make test — install what the tests need (Debian's chromium and libsimdjson-dev included) and run them
# make test-fast — the same install, then every test but the e2e, browser, cluster and remote ones (pytest.ini)
PY ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
RUN ?= fixtures/runs/fixed_slow

.PHONY: accuracy demo demo-notice test test-fast fuzz install test-deps bench bench-scale fixtures frontend clean

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

# libsimdjson-dev (Debian) lets pip build the simdjson block scanner; without it tb_xrank decodes with msgspec alone.
# SYSTEM_PACKAGES=0 skips apt-get (make demo SYSTEM_PACKAGES=0).
SYSTEM_PACKAGES ?= 1

install: $(BIN)/python
	@if dpkg -s libsimdjson-dev >/dev/null 2>&1; then :; \
	elif [ "$(SYSTEM_PACKAGES)" = 0 ]; then echo "make: SYSTEM_PACKAGES=0: libsimdjson-dev not installed, decoding uses msgspec alone (about 1.5x slower)" >&2; \
	else (apt-get update -qq && apt-get install -y -qq libsimdjson-dev) \
	  || echo "make: libsimdjson-dev not installed: decoding uses msgspec alone (about 1.5x slower)" >&2; fi
	$(BIN)/python -m pip install -q -e .

test-deps: install
	$(BIN)/python -m pip install -q -e '.[test,tensorboard,dask]' torch==2.13.0
	command -v chromium >/dev/null || (apt-get update -qq && apt-get install -y -qq chromium)
	cd frontend && npm ci --no-audit --no-fund --loglevel=error

# PORT: TensorBoard's port (default: the first free one from 6006)
PORT ?=

demo: demo-notice install
	$(BIN)/python -m pip install -q -e '.[tensorboard]'
	$(BIN)/tb-xrank analyze $(RUN)
	$(BIN)/python scripts/demo.py --run $(RUN) $(if $(PORT),--port $(PORT))

demo-notice:
	@echo "make demo installs into $(VENV) with pip, once: tb_xrank, TensorBoard and torch-tb-profiler (about 300 MB with what they need)."
	@if dpkg -s libsimdjson-dev >/dev/null 2>&1; then echo "Debian's libsimdjson-dev is already installed."; \
	elif [ "$(SYSTEM_PACKAGES)" = 0 ]; then echo "SYSTEM_PACKAGES=0: no system package (decoding uses msgspec alone)."; \
	else echo "It also installs Debian's libsimdjson-dev with apt-get, as root; make demo SYSTEM_PACKAGES=0 skips it (decoding then uses msgspec alone, about 1.5x slower)."; fi

# pytest exits 5 when it collected no test: that is a failure here, not a pass
test: test-deps
	$(BIN)/python -m pytest -q tests; rc=$$?; \
	if [ $$rc -eq 5 ]; then echo "make test: pytest collected no tests" >&2; exit 1; fi; exit $$rc

# the edit-and-rerun loop: no TensorBoard process, browser, Dask cluster or S3 server, no damaged-run corpus
test-fast: test-deps
	$(BIN)/python -m pytest -q -m "not e2e and not browser and not cluster and not remote" tests

# the damaged-run corpus (tests/corpus.py) with thousands of cases (TB_XRANK_CORPUS_N, _SEED override them)
fuzz: test-deps
	TB_XRANK_CORPUS_N=$${TB_XRANK_CORPUS_N:-3000} $(BIN)/python -m pytest -q tests/test_corpus.py

bench: test-deps
	$(BIN)/python -m pip install -q holistictraceanalysis torch-tb-profiler
	$(BIN)/python bench/bench_analyze.py

# the accuracy benchmark (bench/accuracy): 272 simulated GPU jobs and 40 of DeepEP read apart, 104 real gloo DDP
# recordings, 80 of parallel layouts (pipelines, PP x TP x DP, expert parallel; quiet and oversubscribed) and 42 of
# FSDP2, judged against their truth; writes bench/accuracy/README.md (53 minutes on two cores from a fresh clone; the corpus is
# reused while its generators are unchanged)
accuracy: test-deps
	$(BIN)/python bench/accuracy/run.py

bench-scale: test-deps
	$(BIN)/python -m pip install -q holistictraceanalysis
	$(BIN)/python bench/bench_scale.py

fixtures: test-deps
	$(BIN)/python fixtures/record.py --out fixtures/runs
	$(BIN)/python fixtures/record_layouts.py --out fixtures/runs
	$(BIN)/python fixtures/gen_nccl.py --out fixtures/runs

frontend:
	cd frontend && npm ci && npm run build

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache
