# opspec: `make demo` and `make test` work on a fresh clone; `install` runs first when needed.
PYTHON := .venv/bin/python
STAMP := .venv/.installed
EXAMPLE_ARGS := OPSPEC=$(CURDIR)/.venv/bin/opspec PYTHON=$(CURDIR)/$(PYTHON)

.PHONY: install test demo clean generate docs check-generated build bench bench-compile fuzz

install: $(STAMP)

# reinstalled whenever pyproject.toml changes (dependencies, entry points)
$(STAMP): pyproject.toml
	test -x $(PYTHON) || python3 -m venv .venv
	.venv/bin/pip install -e '.[test,pytensor,dask]'
	touch $@

# generated/ must equal a fresh `make generate` before anything is tested; the library's kernels
# are compiled first, sixteen to a translation unit on every core (`make build`), instead of one
# by one as the tests meet them (on a cold cache that took minutes; warm, it checks the cache).
# The tests then run in one process per logical CPU (pytest-xdist; `auto` would count physical
# cores, fewer on a hyperthreaded runner), sharing the C cache: two processes building one kernel
# build it once (tests/link/test_c_cache_concurrency.py)
test: check-generated build
	$(PYTHON) -m pytest -q -n logical --dist worksteal

# long differential fuzzing of every op and of random graphs (tests/fuzz; `make test` runs a short
# profile): FUZZ_EXAMPLES per test, FUZZ_SEED decides every case, so a run replays from its seed
# (FUZZ_ARGS="-k Softmax" replays one test); a failure also prints hypothesis' @reproduce_failure
# for its one case. Memory is capped: a case that asks for gigabytes fails instead of taking the
# machine down. tests/fuzz/README.md says more.
FUZZ_EXAMPLES ?= 300
FUZZ_ARGS ?=
ifndef FUZZ_SEED
FUZZ_SEED := $(shell od -An -N4 -tu4 /dev/urandom | tr -d ' ')
endif
fuzz: $(STAMP)
	@echo "fuzz: seed $(FUZZ_SEED), $(FUZZ_EXAMPLES) examples per test; replay: make fuzz FUZZ_SEED=$(FUZZ_SEED) FUZZ_EXAMPLES=$(FUZZ_EXAMPLES)"
	ulimit -v 16000000; FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) FUZZ_SEED=$(FUZZ_SEED) $(PYTHON) -m pytest -q tests/fuzz \
		-p no:cacheprovider --hypothesis-seed=$(FUZZ_SEED) -W ignore::hypothesis.errors.HypothesisWarning $(FUZZ_ARGS)

# the main job: a user's own specs -> generated ops -> compiled functions and their gradients
demo: $(STAMP)
	$(MAKE) -C examples/custom_ops run $(EXAMPLE_ARGS)
	$(MAKE) -C examples/logreg train $(EXAMPLE_ARGS)
	@if $(PYTHON) -c "import pymc, numpyro" 2>/dev/null; then $(MAKE) -C examples/pymc run $(EXAMPLE_ARGS); \
	else echo "examples/pymc (a PyMC model on spec'd Ops) needs the extra: .venv/bin/pip install -e '.[pytensor]'"; fi

clean:
	find . -path ./.venv -prune -o -name __pycache__ -type d -exec rm -rf {} +
	rm -rf .pytest_cache .hypothesis build dist *.egg-info

# the standard library: specs/*.yaml -> generated/ (importable as opspec.ops), and its reference
generate: $(STAMP)
	$(PYTHON) -m opspec.cli generate specs -o generated --package opspec.ops
	$(PYTHON) -m opspec.tensor.hand_written
	$(MAKE) docs
	$(MAKE) -C examples/custom_ops generate $(EXAMPLE_ARGS)
	$(MAKE) -C examples/logreg generate $(EXAMPLE_ARGS)
	$(MAKE) -C examples/pymc generate $(EXAMPLE_ARGS)

# docs/ops.md and the table of names in docs/spec-language.md, rendered from the specs and the checker
docs: $(STAMP)
	$(PYTHON) -m opspec.cli docs specs -o docs/ops.md --title "The standard library's ops"
	$(PYTHON) -m opspec.cli docs --names -o docs/spec-language.md

check-generated: $(STAMP)
	$(PYTHON) -m opspec.cli generate specs -o generated --package opspec.ops --check
	$(PYTHON) -m opspec.tensor.hand_written --check
	$(PYTHON) -m opspec.cli docs specs -o docs/ops.md --title "The standard library's ops" --check
	$(PYTHON) -m opspec.cli docs --names -o docs/spec-language.md --check

# precompile the standard library's C kernels into the cache (otherwise built on first use)
build: $(STAMP)
	$(PYTHON) -m opspec.cli build

# side by side in one run: numpy, numexpr, JAX, torch.compile and PyTensor (when installed: pip install '.[bench]')
bench: build
	$(PYTHON) bench/bench_elemwise.py
	$(PYTHON) bench/bench_indexing.py
	$(PYTHON) bench/bench_fusion.py
	$(PYTHON) bench/bench_overhead.py
	$(PYTHON) bench/bench_imports.py
	$(PYTHON) bench/bench_peers.py
	$(PYTHON) bench/bench_scan.py
	@if $(PYTHON) -c "import pytensor, numba" 2>/dev/null; then $(PYTHON) bench/bench_pytensor_target.py; fi

# compile time of 100 / 1,000 / 4,000-term trees and a 100,000-deep chain (with PyTensor's)
bench-compile: $(STAMP)
	$(PYTHON) bench/bench_compile.py
	$(PYTHON) bench/bench_compile_cold.py
