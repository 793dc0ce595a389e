"""The no-evidence detector: features on hand-made arrays, the logistic model, the retriever's wiring."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from app.core.indexing.vectors import build_index
from app.core.model.fake import FakeEmbedder
from app.core.retrieval import evidence, keyword
from app.core.retrieval.bible import Retriever
from app.core.retrieval.evidence import Background, EvidenceDetector, EvidenceModel, Features


def unit_rows(n: int, d: int, seed: int = 0) -> np.ndarray:
    m = np.random.default_rng(seed).normal(size=(n, d)).astype(np.float32)
    return m / np.linalg.norm(m, axis=1, keepdims=True)


def test_background_moments_equal_the_direct_computation():
    m = unit_rows(500, 16)
    q = unit_rows(1, 16, seed=1)[0]
    bg = Background.from_matrix(m)
    mu, sd = bg.moments(q)
    direct = m @ q
    assert mu == pytest.approx(float(direct.mean()), abs=1e-5)
    assert sd == pytest.approx(float(direct.std()), abs=1e-5)
    sampled = Background.from_matrix(m, max_rows=250)  # every other row
    assert sampled.moments(q)[1] == pytest.approx(float(direct.std()), rel=0.1)


def test_background_of_an_empty_matrix_is_harmless():
    bg = Background.from_matrix(np.zeros((0, 4), np.float32))
    mu, sd = bg.moments(np.ones(4, np.float32))
    assert mu == 0.0 and sd > 0


def test_features_from_hand_made_arrays():
    m = unit_rows(200, 8)
    q = m[0]
    bg = Background.from_matrix(m)
    scores = np.sort(m @ q)[::-1]
    ids = np.arange(100, 120)
    f = evidence.compute(q, bg, ids, scores[:20], np.array([100, 101, 999, 998]), [5, 0], 1000)
    mu, sd = bg.moments(q)
    assert f.top1 == pytest.approx(1.0, abs=1e-5)  # the query is row 0 itself
    assert f.z_top1 == pytest.approx((1.0 - mu) / sd, rel=1e-4)
    assert f.z_top10 == pytest.approx((scores[:10].mean() - mu) / sd, rel=1e-4)
    assert f.agree == 0.5  # 2 of the 4 keyword hits are in the vector list
    assert f.terms == 2 and f.keyword_hits == 4
    assert f.known_plain == 0.5
    assert 0 < f.known < 0.5  # the unknown term is rarer, so it weighs more
    assert f.rare_known == pytest.approx(evidence.idf(5, 1000) / evidence.idf(1, 1000))


def test_features_without_a_vector_arm_or_terms():
    f = evidence.compute(None, None, np.empty(0), np.empty(0), np.empty(0), [], 10)
    assert (f.z_top1, f.agree, f.known, f.terms) == (0.0, 0.0, 1.0, 0)


def test_term_coverage_and_idf():
    assert evidence.term_coverage([], 100) == (1.0, 1.0)
    assert evidence.term_coverage([3, 4], 100) == (1.0, 1.0)
    assert evidence.term_coverage([0, 0], 100) == (0.0, 0.0)
    assert evidence.idf(1, 1000) > evidence.idf(500, 1000) > 0
    assert evidence.idf(0, 1000) == evidence.idf(1, 1000)


def test_term_document_frequencies_from_the_stem_table(library):
    table = library.fts_table("tpt", "stem")
    from app.core.analysis import get_analyzer

    terms = get_analyzer("pt").query_tokens("Melquisedeque javascript")
    dfs = evidence.term_document_frequencies(library.conn, table, terms)
    assert dfs == [2, 0]
    assert evidence.term_document_frequencies(library.conn, table, ['a"b']) == [0]  # quoted, never breaks


# ------------------------------------------------------------------------------------------------ the model


def toy_model(threshold: float = 0.5) -> EvidenceModel:
    # p = σ(-2·(z_top1 − 4) − 3·(known − 0.5)): low z and unknown words → no evidence
    return EvidenceModel(("z_top1", "known"), (4.0, 0.5), (1.0, 1.0), (-2.0, -3.0), 0.0, threshold)


def toy_detector(threshold: float = 0.5, **kw) -> EvidenceDetector:
    return EvidenceDetector("test", {"pt": toy_model(threshold)}, **kw)


def test_model_probability_and_decision_on_clear_cases():
    model = toy_model()
    on = Features(z_top1=7.0, known=1.0)
    off = Features(z_top1=2.0, known=0.0)
    assert model.probability(on) < 0.01 and not model.no_evidence(on)
    assert model.probability(off) > 0.99 and model.no_evidence(off)
    assert model.probability({"z_top1": 4.0, "known": 0.5}) == pytest.approx(0.5)


def test_a_model_that_needs_the_topic_closeness_gives_no_verdict_without_it():
    model = EvidenceModel(("z_top1", "topic"), (4.0, 0.9), (1.0, 0.02), (-3.0, -3.0), 0.0)
    far = Features(z_top1=2.0, topic=0.84)
    assert model.no_evidence(far)
    assert not model.no_evidence(Features(z_top1=2.0))  # no topical arm: never flagged on a guess
    assert Features().as_dict()["topic"] != Features().as_dict()["topic"]  # missing is NaN, not 0


def test_detector_picks_the_language_and_checks_model_and_index():
    detector = toy_detector(model_id="e5@abc", index_layout="v2-w1")
    assert detector.model_for("pt-BR", "e5@abc", "v2-w1") == toy_model()
    assert detector.model_for("en", "e5@abc", "v2-w1") is None  # no English model: no verdict
    assert detector.model_for("pt", "e5@other", "v2-w1") is None  # features from another embedder
    assert detector.model_for("pt", "e5@abc", "v2-w0") is None  # another window
    assert detector.model_for("pt", "e5@abc", "v1-w1") is None  # rows built another way
    assert toy_detector().model_for("pt", "anything", "v9-w7") is not None


def test_detector_json_round_trip_and_format_check(tmp_path):
    detector = toy_detector(0.7, model_id="m", index_layout="v2-w1")
    assert EvidenceDetector.from_json(json.loads(json.dumps(detector.to_json()))) == detector
    with pytest.raises(ValueError):
        EvidenceDetector.from_json({**detector.to_json(), "format": 99})
    bad = tmp_path / "bad.json"
    bad.write_text("{}", encoding="utf-8")
    assert evidence.load_detector(str(bad)) is None


@pytest.mark.parametrize("layout", ["v2-w1", "v2-w0"])  # a finished index; a build's first pass
def test_bundled_detector_loads_and_decides_clear_cases(layout):
    detectors = evidence.load_detector()
    assert detectors is not None
    (detector,) = [d for d in detectors.detectors if d.index_layout == layout]
    assert detector.version and detector.model_id
    for lang in ("pt", "en"):
        model = detectors.model_for(lang, detector.model_id, layout)
        assert model is detector.models[lang]
        assert set(model.features) <= set(Features().as_dict())
        clear_on = Features(top1=0.92, z_top1=8.0, z_top10=7.0, known=1.0, known_plain=1.0, agree=0.8,
                            mu=0.83, sigma=0.012, terms=3, keyword_hits=50)  # fmt: skip
        clear_off = Features(top1=0.80, z_top1=3.0, z_top10=2.8, known=0.0, known_plain=0.0, agree=0.0,
                             mu=0.76, sigma=0.012, terms=3, keyword_hits=0)  # fmt: skip
        assert not model.no_evidence(clear_on), lang
        assert model.no_evidence(clear_off), lang


def test_fit_logistic_separates_separable_data():
    rng = np.random.default_rng(3)
    x = np.vstack([rng.normal(-2, 0.5, size=(50, 2)), rng.normal(2, 0.5, size=(50, 2))])
    y = np.array([0] * 50 + [1] * 50, dtype=float)
    w, b = evidence.fit_logistic(x, y, l2=0.1)
    p = 1 / (1 + np.exp(-(x @ w + b)))
    assert ((p > 0.5) == (y == 1)).mean() == 1.0
    assert w[0] > 0 and w[1] > 0 and math.isfinite(b)


# ------------------------------------------------------------------------------------------------ wiring


@pytest.fixture
def retriever(library, tmp_path):
    embedder = FakeEmbedder()
    build_index(library, "tpt", embedder, tmp_path / "indexes")
    return Retriever(library, embedder, tmp_path / "indexes")


def test_retriever_sets_no_evidence_and_still_returns_results(retriever):
    retriever.evidence = toy_detector()
    off = retriever.search("javascript python compilador", "tpt")
    assert off.no_evidence and off.hits  # results stay: the UI shows them behind a notice
    on = retriever.search("Melquisedeque rei de Salém", "tpt")
    assert on.hits[0].verse.osis in {"Gen.14.18", "Heb.7.1"}
    kq = keyword.parse_query("Melquisedeque", "pt")
    qvec = retriever.embedder.embed_queries(["Melquisedeque"])[0]
    features = retriever.evidence_features("tpt", kq, qvec, np.array([1]), np.array([0.5]), np.array([1]))
    assert features.known == 1.0


def test_references_and_keyword_mode_never_claim_no_evidence(retriever):
    retriever.evidence = toy_detector(threshold=0.0)  # would flag everything it sees
    assert not retriever.search("Jo 3:16", "tpt").no_evidence
    assert not retriever.search("javascript", "tpt", mode="keyword").no_evidence
    assert retriever.search("javascript", "tpt").no_evidence


def test_without_a_model_the_detector_is_silent(retriever):
    retriever.evidence = None
    assert not retriever.search("javascript python compilador", "tpt").no_evidence
    # the bundled detector was fitted for the real model: with the fake embedder it must not give verdicts
    retriever.evidence = evidence.load_detector()
    assert retriever.evidence_model("tpt") is None
    assert not retriever.search("javascript python compilador", "tpt").no_evidence


def test_a_name_or_a_word_of_the_text_is_never_no_evidence(retriever):
    """The detector, fitted on phrasings, called most one-word topics and names "not in the Bible": a short
    query of the translation's own words, or a topic's own name, is plainly on topic."""
    retriever.evidence = toy_detector(threshold=0.0)  # would flag everything it sees
    assert not retriever.search("Melquisedeque", "tpt").no_evidence  # a name the text writes
    assert not retriever.search("formiga preguiçoso", "tpt").no_evidence  # two words of the text
    assert retriever.search("javascript", "tpt").no_evidence  # a word the text does not know
    assert retriever.search("formiga preguiçoso sábio caminhos", "tpt").no_evidence  # longer: the model says


def test_plainly_on_topic_reads_length_words_and_the_topic_name():
    assert evidence.plainly_on_topic(evidence.Features(terms=1, known=1.0))
    assert evidence.plainly_on_topic(evidence.Features(terms=2, known=1.0))
    assert not evidence.plainly_on_topic(evidence.Features(terms=3, known=1.0))
    assert not evidence.plainly_on_topic(evidence.Features(terms=1, known=0.5))
    assert not evidence.plainly_on_topic(evidence.Features(terms=0, known=0.0))
    assert evidence.plainly_on_topic(evidence.Features(terms=1, known=0.0, topic=0.99))  # "suicídio"
    assert not evidence.plainly_on_topic(evidence.Features(terms=1, known=0.0, topic=0.9))
