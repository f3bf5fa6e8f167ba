"""The engine's contract, shown on the chain family: legal moves, play, errors, notation."""

import pytest

import domino_lab as dl
from domino_lab.table import LineLayout


def test_line_layout_orients_and_names_ends():
    line = LineLayout()
    line.place(dl.Tile(1, 1), None)
    line.place(dl.Tile(1, 3), 1)
    line.place(dl.Tile(5, 1), 0)
    assert line.to_text() == "5-1 1-1 1-3"
    assert [(e.value, e.name) for e in line.open_ends()] == [(5, "left"), (3, "right")]
    assert line.ends_text() == "the open ends 5 and 3"
    assert [p.parent for p in line.placed] == [None, 0, 0]
    assert LineLayout.from_text("5-1 1-1 1-3").to_text() == "5-1 1-1 1-3"
    with pytest.raises(dl.NotationError, match="not a chain"):
        LineLayout.from_text("5-1 2-2")


TEXT = ("classic | hands: 0-1 2-3 4-4 / 0-0 1-5 | table: 2-6 6-6 6-5 | "
        "boneyard: 0-2 0-3 0-4 0-5 0-6 1-1 1-2 1-3 1-4 1-6 2-2 2-4 2-5 3-3 3-4 3-5 3-6 4-5 4-6 5-5 | turn: 0")


def test_notation_round_trip_and_legal_moves():
    state = dl.State.from_text(TEXT)
    assert state.to_text() == TEXT
    assert [str(m) for m in state.legal_moves()] == ["2-3 on 2"]
    state.play("2-3")  # a bare tile works when it fits one place
    assert state.table.to_text() == "3-2 2-6 6-6 6-5" and state.current == 1
    assert [str(m) for m in state.legal_moves()] == ["1-5 on 5"]


def test_illegal_moves_name_the_rule_and_change_nothing():
    state = dl.State.from_text(TEXT)
    before = state.to_text()
    with pytest.raises(dl.IllegalMove, match="4-4 does not match the open ends 2 and 5"):
        state.play("4-4")
    with pytest.raises(dl.IllegalMove, match="1-5 is not in player 0's hand"):
        state.play("1-5")
    with pytest.raises(dl.IllegalMove, match="7-2 is not in the double-6 set"):
        state.play("7-2 on 2")
    with pytest.raises(dl.IllegalMove, match="cannot draw while you hold a tile that fits"):
        state.play(dl.Draw())
    with pytest.raises(dl.IllegalMove, match="cannot pass"):
        state.play("pass")
    with pytest.raises(dl.IllegalMove, match="is not a move"):
        state.play("hello")
    assert state.to_text() == before


def test_draw_until_playable_then_pass_when_boneyard_is_empty():
    used = "0-1 4-4 0-0 1-5 2-6 6-6 5-6 2-2 3-3".split()
    rest = " ".join(str(t) for t in dl.DominoSet(6) if str(t) not in used)
    state = dl.State.from_text(
        f"classic | hands: 0-1 4-4 / 0-0 1-5 | table: 2-6 6-6 6-5 | boneyard: {rest} 2-2 3-3 | turn: 0")
    assert [str(m) for m in state.legal_moves()] == ["draw"]
    state.play("draw")  # draws 3-3 (the boneyard's last tile is on top)
    assert [str(m) for m in state.legal_moves()] == ["draw"]
    state.play("draw")  # 2-2 fits the end 2
    assert [str(m) for m in state.legal_moves()] == ["2-2 on 2"]



def test_clone_is_independent_and_observation_hides():
    state = dl.game("kozel").deal(4, seed=2)
    twin = state.clone()
    state.play(state.legal_moves()[0])
    assert twin.table.empty and not state.table.empty and twin.history == []
    obs = state.observation(state.current)
    assert obs.hand == frozenset(state.hands[state.current])
    assert all(not obs.public.hands[p] for p in range(4) if p != state.current)
    sampled = obs.sample(__import__("random").Random(1))
    sampled.check_conservation()
    assert sampled.hands[state.current] == state.hands[state.current]
    snapshot = state.observation(state.current)
    text, moves = snapshot.to_text(), len(snapshot.history)
    state.play(state.legal_moves()[0])
    # a snapshot of the moment it was made: the deal going on changes nothing in it
    assert snapshot.to_text() == text and len(snapshot.history) == moves == len(state.history) - 1
    assert snapshot.public is not state and snapshot.public.seed is None


def test_wrong_setup_is_a_clear_error():
    with pytest.raises(dl.SetupError, match="played by 2 to 4 players, not 5"):
        dl.game("kozel").deal(5)
    with pytest.raises(dl.SetupError, match="no game 'kozle'"):
        dl.game("kozle")
    with pytest.raises(dl.SetupError, match="has no option opening_at"):
        dl.game("kozel", opening_at=13)
    with pytest.raises(dl.NotationError):
        dl.State.from_text("kozel | hands: 1-1 | table: - | boneyard: - | turn: 0")


def test_move_after_the_deal_is_over():
    rec = dl.play(dl.game("classic"), [dl.bots.Greedy(), dl.bots.Greedy()], seed=4)
    state = rec.replay()
    with pytest.raises(dl.IllegalMove, match="the deal is over"):
        state.play("pass")


def test_same_seed_same_deal_and_game():
    g = dl.game("classic")
    assert g.deal(3, seed=9).to_text() == g.deal(3, seed=9).to_text()
    bots = [dl.bots.Random(1), dl.bots.Greedy(), dl.bots.MonteCarlo(rollouts=4, seed=2)]
    assert dl.play(g, bots, seed=9).moves == dl.play(g, bots, seed=9).moves


def test_catalogue_lists_every_seed_game():
    rows = dl.catalogue()
    assert len(rows) == 33 and len({r.id for r in rows}) == 33
    assert {r.family for r in rows} == {"discard", "collecting", "laying"}
    assert dl.catalogue(family="discard")[0].id == "biryuk"
    kozel = next(r for r in rows if r.id == "kozel")
    assert kozel.name_ru == "Козёл" and kozel.seed == "000+003"


# -- typed outcomes and returns --------------------------------------------------------------------
def test_a_result_is_typed_and_its_returns_are_zero_sum():
    """Kozel (seed 003): player 2 goes out and players 1 and 3 write their pips against themselves;
    the returns say the same thing from each player's side, higher better, summing to zero."""
    game = dl.game("kozel")
    result = dl.DealResult("out", 2, (0, 20), game.sides(4), why="player 2 went out")
    assert result.termination is dl.Termination.OUT and result.termination == "out" and result.reason == "out"
    assert game.returns(result) == (10.0, -10.0, 10.0, -10.0)
    with pytest.raises(ValueError):
        dl.DealResult("won somehow", 2, (0, 20), game.sides(4))
    record = dl.play(game, [dl.bots.Greedy()] * 4, seed=3)
    state = record.replay()
    signed = [-p for p in state.result().points]
    assert state.returns()[0] - state.returns()[1] == signed[0] - signed[1]


def test_general_returns_read_the_loser_not_the_points():
    """General keeps no points (seed 003): the loser's side does worse, twice as badly as a General."""
    from domino_lab.games.chain.general import GeneralResult

    game, sides = dl.game("general"), ((0, 2), (1, 3))
    plain = GeneralResult(dl.Termination.OUT, 0, (0, 0), sides, loser=1, general=False)
    general = GeneralResult(dl.Termination.OUT, 0, (0, 1), sides, loser=1, general=True)
    fish = GeneralResult(dl.Termination.FISH, None, (0, 0), sides)
    assert game.returns(plain) == (0.5, -0.5, 0.5, -0.5)
    assert game.returns(general) == (1.0, -1.0, 1.0, -1.0)
    assert game.returns(fish) == (0.0, 0.0, 0.0, 0.0)


@pytest.mark.parametrize("game_id", [g.id for g in dl.catalogue()])
def test_every_game_ends_typed_with_returns_for_each_player(game_id):
    game = dl.game(game_id)
    for seed in range(5):
        state = dl.playout(game, [dl.bots.Random(k) for k in range(game.default_players)], seed=seed)
        result, returns = state.result(), state.returns()
        assert isinstance(result.termination, dl.Termination)
        assert len(returns) == state.players
        assert abs(sum(returns[side[0]] for side in state.sides)) < 1e-9
        if result.winner is not None and not game.penalty_points and game.info.subtype not in ("3.2",):
            assert returns[result.winner] == max(returns), (result.why, returns)


# -- chance: a deal from an explicit order, and draws decided by the deal's chance object -------------
def test_a_deal_from_an_order_and_a_draw_chance_decides():
    game = dl.game("classic")
    order = sorted(game.set, reverse=True)  # 6-6 5-6 4-6 ...: player 0 gets the seven heaviest
    state = game.deal(2, order=order)
    assert state.hands[0] == set(order[:7]) and state.hands[1] == set(order[7:14])
    assert state.boneyard == order[14:] and state.current == 0  # 6-6 leads

    class Wanted:
        """A chance that draws the tile asked for (as an OpenSpiel chance node would)."""

        def __init__(self, tile):
            self.tile = tile

        def pick(self, candidates, kind):
            assert kind == "boneyard" and self.tile in candidates
            return self.tile

    state = dl.position(game, ["0-0", "6-6"], "2-3", boneyard="1-1 2-2")  # 2-2 is on top
    state.play("draw")  # the deal's own chance: the top tile
    assert dl.Tile(2, 2) in state.hands[0] and state.boneyard[-1] == dl.Tile(1, 1)
    state = dl.position(game, ["0-0", "6-6"], "2-3", boneyard="1-1 2-2")
    state.chance = Wanted(dl.Tile(1, 1))  # not the top tile: the chance decides
    state.play("draw")
    assert dl.Tile(1, 1) in state.hands[0] and state.boneyard[-1] == dl.Tile(2, 2)
    state.check_conservation()


def test_an_order_is_checked_and_a_redeal_is_refused():
    kozel = dl.game("kozel")
    with pytest.raises(dl.SetupError, match="names every tile"):
        kozel.deal(4, order=list(kozel.set)[:27])
    doubles = [t for t in kozel.set if t.is_double]
    rest = [t for t in kozel.set if not t.is_double]
    with pytest.raises(dl.SetupError, match=r"dealt again by the rules \(player 0 holds 5 doubles\)"):
        kozel.deal(4, order=doubles[:5] + rest + doubles[5:])


def test_a_redeal_from_an_order_is_its_own_error():
    kozel = dl.game("kozel")
    doubles = [t for t in kozel.set if t.is_double]
    rest = [t for t in kozel.set if not t.is_double]
    with pytest.raises(dl.Redeal):
        kozel.deal(4, order=doubles[:5] + rest + doubles[5:])


@pytest.mark.parametrize("options", [{"draw": "none"}, {"undrawable": 3}])
def test_seven_without_draws_ends_when_nobody_can_lay(options):
    """A stuck round with a boneyard nobody may draw from is a fish, not passes for ever."""
    game = dl.game("seven", **options)
    for seed in range(40):
        assert dl.playout(game, [dl.bots.Random(k) for k in range(4)], seed=seed).over
