# Lâmpada — the two set-up commands are `make run` and `make test` (see README.md).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-$(shell cat pyproject.toml | cksum | cut -d' ' -f1)

.PHONY: run test setup translations bench bench-library bench-model clean dist dist-seed nsis-check test-dist \
	bench-dist bench-sword

# The window opens once the texts are in (`lampada setup --texts-only`, under a minute); the app builds the model,
# the meaning indexes and the word tags behind it, its status bar saying how far along they are. `lampada setup`
# needs no display; the X11 libraries are checked only before the window opens.
run: $(STAMP) translations
	$(BIN)/lampada setup --texts-only
	$(BIN)/python scripts/check_system_libs.py
	$(BIN)/lampada

# Lint first (ruff, configured in pyproject.toml), then the suite offscreen.
test: $(STAMP) translations
	$(BIN)/ruff check app tests benchmarks scripts
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

# SWORD import of Debian's World English Bible module beside the same text as USFM (sword-text-web).
bench-sword: $(STAMP)
	$(BIN)/python benchmarks/bench_sword.py

# --- installers (docs/installers.md) ---------------------------------------------------------------------------
# `make dist` builds the Linux .deb and tarball in dist/. The installer carries a built library and meaning
# indexes: from scratch `lampada setup` and `lampada index` build them in build/dist-data (the embedding of
# the three translations takes about 80 minutes on 2 cores, resumable);
# `make dist DIST_DATA=/path/to/data-folder` takes an already-built data folder instead.
DIST_DATA  ?=
DIST_STAMP := $(VENV)/.dist-$(shell cat pyproject.toml | cksum | cut -d' ' -f1)
PYINSTALLER_FLAGS := --noconfirm --clean --log-level WARN --distpath build/pyinstaller --workpath build/pyinstaller-work

$(DIST_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[build,dev,dist]'
	rm -f $(VENV)/.dist-* && touch $@

dist-seed: $(DIST_STAMP)
ifeq ($(strip $(DIST_DATA)),)
	LAMPADA_DATA_DIR=$(CURDIR)/build/dist-data $(BIN)/lampada setup
	LAMPADA_DATA_DIR=$(CURDIR)/build/dist-data $(BIN)/lampada index  # every translation, the KJV too
	$(BIN)/python build_spec/stage_data.py build/dist-data build/seed
else
	$(BIN)/python -m app.core.model.convert
	$(BIN)/python build_spec/stage_data.py $(DIST_DATA) build/seed
endif

dist: $(DIST_STAMP) translations dist-seed
	$(BIN)/python build_spec/icons.py build/icons
	$(BIN)/pyinstaller $(PYINSTALLER_FLAGS) build_spec/lampada.spec
	$(BIN)/python build_spec/linux/package.py

# The Windows installer script compiles with Debian's makensis against a stand-in folder (no Windows here).
nsis-check: $(STAMP)
	$(BIN)/python build_spec/windows/nsis_check.py

# Install the built artifacts into temporary roots and run them (opt-in: pytest -m dist).
test-dist: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -m dist tests/test_dist.py -v

bench-dist: $(STAMP)
	$(BIN)/python benchmarks/bench_dist.py

clean:
	rm -rf $(VENV) build dist .pytest_cache
