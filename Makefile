# Lâmpada — the two set-up commands are `make run` and `make test` (see README.md).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-$(shell cat pyproject.toml | cksum | cut -d' ' -f1)

.PHONY: run test setup translations bench bench-library bench-model clean

run: $(STAMP) translations
	$(BIN)/lampada setup
	$(BIN)/lampada

test: $(STAMP) translations
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest

# Full-corpus and real-model checks (slow, opt-in).
test-full: $(STAMP) translations
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -m full

$(STAMP): pyproject.toml
	test -d $(VENV) || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[build,dev]'
	rm -f $(VENV)/.installed-* && touch $@

# Qt translations of the interface (.ts -> .qm), compiled at set-up.
translations: $(STAMP)
	@if ls resources/i18n/*.ts >/dev/null 2>&1; then \
		for ts in resources/i18n/*.ts; do $(BIN)/pyside6-lrelease -silent $$ts -qm $${ts%.ts}.qm; done; fi

bench: bench-library bench-model

bench-library: $(STAMP)
	$(BIN)/python benchmarks/bench_library.py

bench-model: $(STAMP)
	$(BIN)/python benchmarks/bench_model.py

clean:
	rm -rf $(VENV) build dist .pytest_cache
