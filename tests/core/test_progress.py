"""Time left for long work: a smoothed rate of the work done now, said only once it has settled."""

from __future__ import annotations

import random

import pytest

from app.core.errors import Cancelled
from app.core.formats.common import ParsedTranslation, TranslationMeta, VerseRecord
from app.core.indexing import vectors
from app.core.library.reading import Library
from app.core.library.writing import add_translation
from app.core.model.fake import FakeEmbedder
from app.core.progress import TimeLeft, minutes_to_say


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_nothing_is_said_until_the_rate_has_settled():
    clock = Clock()
    left = TimeLeft(clock)
    said = []
    for done in range(0, 10_001, 50):  # 50 units a second
        said.append((clock.now - 1000.0, left.update(done, 10_000)))
        clock.now += 1.0
    assert all(seconds is None for at, seconds in said if at < 20)  # not in the first 20 s
    first = next(at for at, seconds in said if seconds is not None)
    assert first <= 25
    for at, seconds in said[int(first) : -1]:  # within a tenth (half a minute) of the truth: said as it moves
        assert abs(seconds - (10_000 - 50 * at) / 50) <= max(30, 0.1 * (10_000 - 50 * at) / 50) + 1
    assert said[-1][1] is None  # done


def test_kept_work_reported_at_once_is_not_a_rate():
    """A build resumed at 35 % reports what it kept at once, then its first batch: the time left said at
    once was "5 min" and climbed to 20 within two minutes as that jump wore off."""
    clock = Clock()
    left = TimeLeft(clock)
    total, done = 124_000, 0
    left.update(31_000, total)  # the published first pass
    clock.now += 0.01
    done = 43_400  # the kept chunks of the second: 35 %
    shown = []
    while done < total:
        seconds = left.update(done, total)
        if seconds is not None:
            shown.append((seconds, (total - done) / 60))
        clock.now += 96 / 60  # a batch of 32 windows, 60 units a second
        done = min(total, done + 96)
    assert shown and all(said == pytest.approx(truth, rel=0.12) for said, truth in shown if truth > 300)
    minutes = [minutes_to_say(said) for said, _ in shown]
    assert 20 <= minutes[0] <= 25 and minutes == sorted(minutes, reverse=True)  # it only counts down


def test_a_pause_is_not_taken_for_the_pace():
    clock = Clock()
    left = TimeLeft(clock)
    total = 60_000
    for done in range(0, 30_001, 100):  # 100 units a second
        left.update(done, total)
        clock.now += 1.0
    clock.now += 600  # the computer slept ten minutes
    seconds = left.update(30_100, total)
    assert seconds == pytest.approx(299, rel=0.1)  # not the 600-odd seconds a plain average would say
    clock.now += 1.0
    assert left.update(30_200, total) == pytest.approx(298, rel=0.1)


def test_a_noisy_pace_is_said_without_going_back_and_forth():
    rng = random.Random(7)
    clock = Clock()
    left = TimeLeft(clock)
    total, done, minutes = 100_000, 0, []
    while done < total:
        clock.now += 32 / (50 * rng.lognormvariate(0, 0.4))  # a busy computer: batches vary by half
        done = min(total, done + 32)
        seconds = left.update(done, total)
        if seconds is not None and (not minutes or minutes_to_say(seconds) != minutes[-1]):
            minutes.append(minutes_to_say(seconds))
    assert minutes == sorted(minutes, reverse=True), minutes  # never up: 35, 30, 25, … 1, 0


def test_a_count_that_goes_back_keeps_the_rate():
    clock = Clock()
    left = TimeLeft(clock)
    for done in range(0, 5001, 100):
        left.update(done, 10_000)
        clock.now += 1.0
    assert left.update(1000, 10_000) is not None  # counted again from 1000: the same work, still measured
    clock.now += 1.0
    assert left.update(1100, 10_000) is not None and left.rate() == pytest.approx(100, rel=0.05)


@pytest.mark.parametrize(
    ("seconds", "minutes"),
    [(20, 0), (59, 0), (61, 1), (150, 2), (9.4 * 60, 9), (11 * 60, 10), (23 * 60, 25), (58 * 60, 60),
     (64 * 60, 60), (86 * 60, 90)],
)  # fmt: skip
def test_minutes_are_rounded_as_a_person_says_them(seconds, minutes):
    assert minutes_to_say(seconds) == minutes


# --- a real build, on a simulated clock ---------------------------------------------------------------------
class SlowEmbedder(FakeEmbedder):
    """Embeds as the fake does, advancing a simulated clock by the text's length (a window costs what its
    words cost, about three verses), with the computer asleep at the times given."""

    def __init__(self, clock: Clock, pauses: dict[int, float]):
        super().__init__(dim=16)
        self.clock = clock
        self.pauses = pauses  # after this many texts embedded: seconds asleep
        self.embedded = 0
        self.asleep: list[tuple[float, float]] = []  # (from, to)

    def embed_passages(self, texts, batch_size=32, progress=None, cancelled=None):
        def each(done: int, total: int, message: str = "") -> None:
            if progress is not None:
                progress(done, total, message)

        out = []
        for start in range(0, len(texts), batch_size):
            if cancelled is not None and cancelled():
                raise Cancelled()
            batch = texts[start : start + batch_size]
            out.append(super().embed_passages(batch, batch_size))
            for text in batch:
                self.clock.now += 0.002 * len(text)
                self.embedded += 1
                if self.embedded in self.pauses:
                    self.asleep.append((self.clock.now, self.clock.now + self.pauses[self.embedded]))
                    self.clock.now += self.pauses[self.embedded]
            each(min(start + batch_size, len(texts)), len(texts))
        import numpy as np

        return np.concatenate(out) if out else np.empty((0, self.dim), dtype=np.float32)


def _long_translation(verses: int = 2400) -> ParsedTranslation:
    rng = random.Random(3)
    words = "e guardarei a tua palavra de todo o meu coração porque os teus caminhos são retos e bons".split()
    texts = [" ".join(rng.choice(words) for _ in range(rng.randint(8, 30))) for _ in range(verses)]
    records = [VerseRecord("Ps", 1 + n // 40, 1 + n % 40, text) for n, text in enumerate(texts)]
    meta = TranslationMeta("tlong", "Long PT", "pt-BR", "CC0", "test text", "tests")
    return ParsedTranslation(meta, records)


def test_a_build_with_pauses_stopped_at_35_percent_and_resumed_says_a_time_that_holds(tmp_path, monkeypatch):
    """The whole build on a simulated clock: the first run sleeps twice and is stopped at 35 %; the second
    resumes from its kept chunks. Each time left said is within a fifth of the work truly left (the pauses
    are not work), nothing is said before the rate has settled, and the minutes said only go down."""
    monkeypatch.setattr(vectors, "CHUNK_ROWS", 64)
    with Library(tmp_path / "lib.sqlite3") as library:
        add_translation(library, _long_translation())
        clock = Clock()
        embedder = SlowEmbedder(clock, pauses={700: 300.0, 3000: 120.0, 7000: 200.0})
        runs: list[list[tuple[float, int, float | None]]] = []

        def build(stop_at: float | None) -> None:
            left, said = TimeLeft(clock), []
            runs.append(said)

            def progress(done: int, total: int, stage: str = "") -> None:
                said.append((clock.now, done, left.update(done, total)))

            stop = (lambda: bool(said) and said[-1][1] >= stop_at * total) if stop_at else (lambda: False)
            vectors.build_index(library, "tlong", embedder, tmp_path / "indexes", batch_size=16,
                                progress=progress, cancelled=stop)  # fmt: skip

        total = 2400 * (1 + vectors.CONTEXT_COST)
        with pytest.raises(Cancelled):
            build(0.35)
        clock.now += 3600  # the next day
        build(None)
    finished = clock.now
    # resumed from its published first pass and the kept chunks of the second, reported at once
    at_resume = [done for at, done, _ in runs[1] if at == runs[1][0][0]]
    assert runs[0][-1][1] >= 0.35 * total and max(at_resume) >= 0.33 * total

    def work_left(at: float, end: float) -> float:
        return end - at - sum(max(0.0, min(b, end) - max(a, at)) for a, b in embedder.asleep)

    stopped, resumed = runs[0][-1][0], runs[1][0][0]
    for n, said in enumerate(runs):
        start = said[0][0]
        shown = [(at, seconds) for at, _, seconds in said if seconds is not None]
        assert shown and shown[0][0] - start >= 20  # settled first
        for at, seconds in shown:  # the first run's work left: until it stopped, then the second's
            truth = work_left(at, stopped) + work_left(resumed, finished) if n == 0 else 0.0
            truth = truth or work_left(at, finished)
            if truth > 120:
                assert seconds == pytest.approx(truth, rel=0.2), (at - start, seconds, truth)
        minutes = [minutes_to_say(seconds) for _, seconds in shown]
        assert minutes == sorted(minutes, reverse=True)
