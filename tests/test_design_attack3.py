"""The third attack on the variant designer (issue 26): what a designer could type, a spec read
back from JSON, ``dl.evaluate``'s small samples and a catalogue game rebuilt from its own parts.
One test per defect found, named for it."""

from __future__ import annotations

import json
import math

import pytest

import domino_lab as dl
from domino_lab.i18n import using


def test_a_spec_without_its_base_is_refused_by_name():
    """``dl.design(**spec)`` of a spec that lost its "base" key (a hand-written JSON, a spec with
    only its parts) raised Python's raw ``TypeError`` "design() missing 1 required positional
    argument: 'base'"; it should be the package's ``SetupError`` saying a design needs its base."""
    spec = {k: v for k, v in dl.design("kozel", layout="muggins").spec().items() if k != "base"}
    for given in (json.loads(json.dumps(spec)), {}):
        with pytest.raises(dl.SetupError, match="base"):
            dl.design(**given)
    with using("ru"), pytest.raises(dl.SetupError, match="основ"):
        dl.design(**spec)


def _moves_of(game, n, seed, players):
    rows = dl.simulate(game, n, [dl.bots.Random(k) for k in range(players)], seed=seed)
    return [r.moves for r in rows], [max(r.points) - min(r.points) for r in rows if r.points]


def test_evaluate_s_mean_intervals_from_a_few_deals_are_as_wide_as_the_few_deals_say():
    """A mean's interval was mean ± 1.96 standard errors whatever the number of deals: from 2 or 3
    deals it was several times too narrow (Student's t with 1 degree of freedom is 12.7, not
    1.96), a spread of points, which cannot be negative, was "36.7 (95% CI -3.5–76.8, 3 deals)",
    and deals that all took as many moves showed "25.0 (95% CI 25.0–25.0, 4 deals)", a certainty
    that 4 deals do not give. The interval should use Student's t for the deals played, stay at 0
    or above for a count, and deals that were all alike should say so, not print a zero-wide
    interval."""
    game = dl.design("kozel", layout="muggins", deal_scoring="muggins")
    result = dl.evaluate(game, n=3, seed=5, search_n=0, like=False)
    moves, spreads = _moves_of(game, 3, 5, 4)
    figure = result.figures["moves per deal"]
    mean = sum(moves) / 3
    sd = math.sqrt(sum((m - mean) ** 2 for m in moves) / 2)
    assert figure.high - figure.value == pytest.approx(4.302653 * sd / math.sqrt(3), rel=1e-4)
    spread = result.figures["score spread"]
    assert spread.low >= 0 and spread.low < spread.value < spread.high
    alike = dl.evaluate(game, n=4, seed=-1, search_n=0, like=False).figures["moves per deal"]
    assert alike.low == alike.value == alike.high  # (every deal took as many moves)
    assert "CI" not in str(alike) and "4 deals" in str(alike) and "same" in str(alike)
    with using("ru"):
        assert "ДИ" not in str(alike) and "4 раздач" in str(alike)


def test_a_catalogue_game_rebuilt_from_its_own_parts_keeps_its_rule_card():
    """``dl.rules(dl.design("kozel"))`` (Kozel rebuilt from its own parts, which plays every deal as
    Kozel does) printed a card with no rules at all: the card's clauses are found by the game's
    module and id, and the rebuilt class named the designer's module. It should show Kozel's
    clauses; a conformance check of a rebuilt Forty-Two likewise missed the 42 a hand holds
    (``HAND_TOTAL``, read from the game's module)."""
    for gid in ("kozel", "muggins", "forty_two", "biryuk"):
        card, rebuilt = dl.rules(gid), dl.rules(dl.design(gid))
        assert card.clauses and rebuilt.clauses == card.clauses
    import importlib

    from domino_lab.conformance import check_result

    game = dl.design("forty_two")
    assert getattr(importlib.import_module(type(game).__module__), "HAND_TOTAL", None) == 42
    state = dl.playout(game, [dl.bots.Random(k) for k in range(4)], seed=1)
    assert sum(state.result().took) == 42
    check_result(state)


def test_a_design_named_with_numpy_strings_keeps_plain_strings_in_its_spec():
    """Numpy strings (a pandas column's values: ``np.str_("muggins")``) were kept as they came:
    the spec and the repr said ``dl.design(np.str_('kozel'), layout=np.str_('muggins'))``, which
    no notebook without ``np`` rebuilds, and since the design's class is cached, a later
    ``dl.design("kozel", layout="muggins")`` in plain strings said so too. A spec should hold
    plain strings whatever string type named the games."""
    np = pytest.importorskip("numpy")
    dl.design(np.str_("kozel"), layout=np.str_("muggins"), name=np.str_("Mine"), deal_scoring=np.str_("muggins"))
    for game in (dl.design("kozel", layout="muggins", name="Mine", deal_scoring="muggins"),
                 dl.design(np.str_("kozel"), layout=np.str_("muggins"), name=np.str_("Mine"),
                           deal_scoring=np.str_("muggins"))):
        assert all(type(v) is str for v in game.spec().values())
        assert "np." not in repr(game)


def test_a_design_with_other_options_is_not_described_as_the_catalogue_plays_it():
    """``dl.design("kozel", options={"opening": 0})`` described itself as "Kozel, as the catalogue
    plays it" (``describe()`` and the spec's "about"), though no catalogue Kozel opens at 0, and a
    design with parts said nothing of its options either. The words should name the options that
    differ from the design's own defaults, in English and in Russian."""
    plain = dl.design("kozel", options={"opening": 0})
    assert "as the catalogue plays it" not in plain.describe() and "opening=0" in plain.describe()
    assert plain.spec()["about"] == plain.describe()
    assert dl.design("kozel").describe() == "Kozel, as the catalogue plays it"
    parts = dl.design("kozel", layout="muggins", options={"opening": 0, "leads": "in_turn"})
    assert parts.describe().startswith("Kozel, but on Muggins' cross")
    assert "opening=0" in parts.describe() and "leads='in_turn'" in parts.describe()
    assert dl.design(**json.loads(json.dumps(parts.spec()))) == parts
    with using("ru"):
        for game in (plain, parts):
            words = game.describe()
            assert "как в каталоге" not in words and "opening=0" in words and "other options" not in words
            assert "настройк" in words
        assert "Козёл, но крест как в игре «Маггинс»" in parts.describe()


@pytest.mark.parametrize("base, kind, donor", [
    ("biryuk", "match_scoring", "donkey"), ("spark", "match_scoring", "matador"), ("pit", "match_scoring", "donkey"),
    ("bingo", "match_scoring", "matador"), ("biryuk", "deal_scoring", "donkey")])
def test_a_part_written_on_its_own_games_rules_is_refused_by_name_on_another_engine(base, kind, donor):
    """Donkey's and Matador's match scorings (and Donkey's deal scoring) add a rule to their own
    game's, calling on to it with ``super()``; a part of another engine brings its hooks without its
    game's class, so on Biryuk, Spark or Pit the trial match failed and the refusal said the raw
    "TypeError: super(type, obj): obj must be an instance or subtype of type". It should be refused
    before any trial, naming the part and what it rests on, with the remedy, in both languages."""
    for lang in ("en", "ru"):
        with using(lang), pytest.raises(dl.SetupError) as refused:
            dl.design(base, **{kind: donor})
        words = str(refused.value)
        assert "Error" not in words and "super" not in words and donor in words
        assert ("движк" in words) == (lang == "ru")
    assert "design on a laying base" in str(pytest.raises(dl.SetupError, dl.design, base, **{kind: donor}).value)
    if kind == "match_scoring":
        dl.design("kozel", **{kind: donor})  # (on a laying base the part comes with its class)


@pytest.mark.parametrize("base", ["forty_two", "candelabra", "seven_dwarfs"])
def test_bingos_deal_scoring_for_two_players_is_refused_by_name_at_more(base):
    """Bingo's deal scoring compares two players' tricks (``a, b = self.tricks``); on Forty-Two,
    Candelabra or Seven Dwarfs the trial deal failed and the refusal said "ValueError: too many
    values to unpack (expected 2)". It should say that the part is written for two players, with
    the remedy, in both languages; Bingo itself, and Candelabra's deal scoring on Bingo, still
    compose."""
    for lang in ("en", "ru"):
        with using(lang), pytest.raises(dl.SetupError) as refused:
            dl.design(base, deal_scoring="bingo")
        words = str(refused.value)
        assert "Error" not in words and "unpack" not in words and "bingo" in words and "2" in words
        assert ("игрок" in words) == (lang == "ru")
    dl.design("bingo", deal_scoring="candelabra")


@pytest.mark.parametrize("donor", ["bingo", "forty_two", "candelabra"])
def test_seven_dwarfs_turn_without_its_end_is_refused_by_name(donor):
    """Seven Dwarfs' deal ends when the first player is out of tiles, and its turn has no move for a
    player whose hand is empty; with another trick game's end (every hand played out) the trial
    deal failed and the refusal quoted the engine's "DominoError: ...: no legal move in a live deal"
    and a whole position. It should name the rule: Seven Dwarfs' turn rests on its end; and the
    remedy must be one a trick base can take (not "design on a laying base")."""
    for lang in ("en", "ru"):
        with using(lang), pytest.raises(dl.SetupError) as refused:
            dl.design("seven_dwarfs", end=donor)
        words = str(refused.value)
        assert "no legal move" not in words and "Error" not in words and "|" not in words
        assert "laying base" not in words and "seven_dwarfs" in words


@pytest.mark.parametrize("deal", ["fork", "classic", "kozel"])
def test_sausages_rows_without_its_deal_are_refused_at_once(deal):
    """Sausage's rows are the two halves of the set its deal lays out; with another game's deal
    (Fork's, 7 tiles a player) the rows hold 7 tiles and 14 lie in a boneyard the rows never draw
    from, and ``dl.design("sausage", deal="fork")`` was accepted, yet one of 25 deals of
    ``dl.simulate(design, 25, bots, seed=64674)`` went round for ever ("the deal did not end in
    100000 moves"): a refusal that came late, in a deal. It should be refused at design time,
    naming Sausage's deal."""
    for lang in ("en", "ru"):
        with using(lang), pytest.raises(dl.SetupError) as refused:
            dl.design("sausage", deal=deal)
        words = str(refused.value)
        assert ("sausage's own deal" in words if lang == "en" else "Колбас" in words) and "Error" not in words


_DARK_BLITZ_EMPTY = (
    "the rule lives in games/ (not this helper's files): on a line-scoring line whose game does not end a deal "
    "when its boneyard is drawn (Bergen, Matador, French: boneyard_done is the family's), Dark Blitz's turn "
    "(DarkBlitzState._legal_moves: a draw first, always) still asks for a draw once the boneyard is empty, and the "
    "line's _apply, which replaces Dark Blitz's, never ends the deal 'exhausted'; refusing every such design here "
    "would refuse the 4-player Dark Blitz on Matador's line that tests/test_attack_designs2.py plays")


@pytest.mark.xfail(strict=True, reason=_DARK_BLITZ_EMPTY)
@pytest.mark.parametrize("spec", [{"layout": "bergen", "deal": "kozel"}, {"layout": "matador", "deal": "blitz"},
                                  {"layout": "french", "deal": "kozel"}])
def test_dark_blitz_on_a_line_that_never_ends_on_an_empty_boneyard_is_refused_or_plays(spec):
    """``dl.design("dark_blitz", layout="bergen", deal="kozel")`` is accepted, and at 3 players
    (a boneyard of 7) a deal in which the lead 6-6 stands alone until the boneyard is drawn offers
    only "draw" from an empty boneyard: ``dl.playout`` raises the raw "IndexError: list index out of
    range" (seeds 23, 84 with Random bots; ``dl.simulate`` found it as a SimulationError). The design
    should be refused at design time, or its deals should end when the boneyard is used up, as
    Dark Blitz's own deals do."""
    try:
        game = dl.design("dark_blitz", **spec)
    except dl.SetupError:
        return
    for seed in (23, 84):
        dl.playout(game, [dl.bots.Random(k) for k in range(3)], seed=seed)
    dl.playout(game, [dl.bots.Greedy()] * 3, seed=140)


@pytest.mark.parametrize("donor", ["biryuk", "firewood"])
def test_pit_with_another_discard_games_table_deals_that_tables_state(donor):
    """``dl.design("pit", layout="biryuk")`` was refused with the raw "TypeError: State.__init__()
    takes from 7 to 8 positional arguments but 9 were given": Pit deals as a chain game does (its
    ``_deal`` hands the state a lead), the design kept Pit's ``_deal`` as the base's own, and Biryuk's
    state, the layout's, is made by the discard family's ``_deal``. A discard layout's state is
    dealt by its own game's ``_deal``: the design should compose, play and read back."""
    from domino_lab.games.base import State

    game = dl.design("pit", layout=donor)
    for players in range(game.info.players[0], game.info.players[1] + 1):
        for seed in range(3):
            state = game.deal(players, seed=seed)
            while not state.over:
                text = state.to_text()
                assert State.from_text(text, game=game).to_text() == text
                state.play(state.legal_moves()[seed % len(state.legal_moves())])


def test_a_mistyped_key_of_a_design_is_named_with_the_keys_a_design_takes():
    """A spec with a mistyped key (``option={...}`` for ``options``, ``nmae=`` for ``name``) was
    refused as "there is no kind of part 'option'; the kinds are: deal, lead, …", which lists only
    the kinds and leaves the designer looking for an "option" kind. The refusal should say what was
    probably meant and that a design also takes base, name, options and about."""
    with pytest.raises(dl.SetupError, match="options") as refused:
        dl.design("kozel", option={"opening": 0})
    assert "did you mean options" in str(refused.value) and "about" in str(refused.value)
    with pytest.raises(dl.SetupError, match="did you mean name"):
        dl.design(**{"base": "kozel", "nmae": "Mine", "layout": "muggins"})
    with pytest.raises(dl.SetupError, match="did you mean layout"):
        dl.design("kozel", layuot="muggins")
    with using("ru"), pytest.raises(dl.SetupError, match="options") as refused:
        dl.design("kozel", option={"opening": 0})
    assert "нет" in str(refused.value) and "настройки" in str(refused.value) and "did you" not in str(refused.value)


@pytest.mark.parametrize("parts", [{"deal": "threes_luck"}, {"deal": "classic"},
                                   {"deal": "threes_luck", "draw": "milky_way"},
                                   {"deal": "threes_luck", "teams": "classic"}])
def test_dark_blitz_on_sevens_line_with_a_dealt_hand_is_refused_at_once(parts):
    """Dark Blitz's turn opens with a draw and Seven's seven makes the next player draw two, both
    from one boneyard; with a deal that deals hands the boneyard is small, and
    ``dl.design("dark_blitz", layout="seven", deal="threes_luck")`` was accepted (its few trial
    deals passed) while 3 of 160 deals at 4 players drew from an empty boneyard: a raw IndexError
    in ``dl.playout`` (``dl.simulate`` found it with Classic's teams too). It should be refused at
    design time with the rule the trial names when it fails; Dark Blitz's own deal with Milky Way's
    draw still composes."""
    with pytest.raises(dl.SetupError, match="Seven's seven .* Dark Blitz's turn opens with a draw of its own"):
        dl.design("dark_blitz", layout="seven", **parts)
    dl.design("dark_blitz", draw="milky_way", layout="seven")


@pytest.mark.xfail(strict=True, reason="the rules live in games/ (Seven's and Dark Blitz's states, "
                   "chain/text.ended_problem), not this helper's files; tests/test_attack_designs2.py composes "
                   "this design on purpose")
def test_dark_blitz_with_milky_ways_draw_on_sevens_line_reads_back_its_finished_deals():
    """``dl.design("dark_blitz", draw="milky_way", layout="seven")`` (accepted: its first positions
    read back, tests/test_attack_designs2.py) ends every deal as a fish while players hold no tiles
    (Seven's state plays the lay, Dark Blitz's turn goes on past an empty hand), and no finished
    deal reads back: "ended: fish, but player 0 has no tiles left: laying his last tile he went out"
    (60 of 60 deals with random moves at 3 players). A design's finished deals should read back as
    they were played, or the design be refused."""
    import random

    from domino_lab.games.base import State

    game = dl.design("dark_blitz", draw="milky_way", layout="seven")
    for seed in range(3):
        rng, state = random.Random(seed), game.deal(3, seed=seed)
        while not state.over:
            state.play(rng.choice(state.legal_moves()))
        again = State.from_text(state.to_text(), game=game)
        assert again.to_text() == state.to_text() and again.result() == state.result()
