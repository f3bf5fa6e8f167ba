"""domino_lab.rl: every game as an OpenSpiel game and a PettingZoo environment.

Checked with the ecosystems' own tests for every game of the catalogue and every number of
players: ``pyspiel.random_sim_test`` (clone, serialization, legal actions and masks, observation
and information-state strings and tensors, returns within the declared utility range, length
within ``max_game_length``) and ``pettingzoo.test.api_test``. Beyond those: OpenSpiel's MCTS plays
deals to the end; the returns agree with ``dl.playout`` on the same seeded deals (the seed's
shuffle as the deal's chance outcomes, the boneyard's top tile for each draw, the same bots'
choices); the strings and tensors hide what they must; the action encoding is one-to-one.

The number of random simulations per game is small by default; set ``DOMINO_LAB_RL_SIMS`` (and
``DOMINO_LAB_RL_CYCLES`` for PettingZoo) for more, e.g. ``DOMINO_LAB_RL_SIMS=200``.
"""

from __future__ import annotations

import os
import random
import warnings

import pytest

import domino_lab as dl
from domino_lab.options import option_variants
from domino_lab.streams import Stream

pyspiel = pytest.importorskip("pyspiel")
pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test  # noqa: E402

from domino_lab.rl import openspiel as osp  # noqa: E402
from domino_lab.rl.actions import ActionError, Decisions, Vocabulary  # noqa: E402
from domino_lab.rl.bounds import bounds  # noqa: E402
from domino_lab.rl.core import Episode  # noqa: E402
from domino_lab.rl.observe import Features  # noqa: E402

GAMES = [g.id for g in dl.catalogue()]
CONFIGS = [(g.id, p) for g in dl.catalogue() for p in range(g.players[0], g.players[1] + 1)]
SIMS = int(os.environ.get("DOMINO_LAB_RL_SIMS", "2"))
CYCLES = int(os.environ.get("DOMINO_LAB_RL_CYCLES", "200"))


def seats(players: int, seed: int) -> list:
    """Bots for a seeded deal: Random and Greedy in turn."""
    return [dl.bots.Random(seed * 10 + p) if p % 2 == 0 else dl.bots.Greedy() for p in range(players)]


def test_domino_lab_imports_no_toolkit():
    """``import domino_lab`` (and ``domino_lab.rl`` itself) loads neither OpenSpiel nor PettingZoo."""
    import subprocess
    import sys

    code = ("import sys, domino_lab, domino_lab.rl; "
            "print(sorted(m for m in ('pyspiel', 'pettingzoo', 'gymnasium') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# -- OpenSpiel's own test, every game and every number of players ---------------------------------------------
@pytest.mark.parametrize("game_id,players", CONFIGS)
def test_random_sim_test(game_id, players):
    game = osp.load_game(game_id, players=players)
    pyspiel.random_sim_test(game, num_sims=SIMS, serialize=True, verbose=False)


# -- PettingZoo's own test, every game and every number of players -------------------------------------------
@pytest.mark.parametrize("game_id,players", CONFIGS)
def test_api_test(game_id, players):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(dl.rl.env(game_id, players=players), num_cycles=CYCLES)
    # the two warnings PettingZoo gives every environment with action masks (its classic games
    # are exempted by name): the observation is a dict {"observation", "action_mask"}
    expected = ("Observation is not a NumPy array", "Observation space for each agent probably should be")
    others = {str(w.message) for w in caught if not str(w.message).startswith(expected)}
    assert not others


# -- the returns agree with dl.playout on the same seeded deals -------------------------------------------------
# osp.play_deal walks the OpenSpiel game with the seed's chance outcomes (the seed's shuffle as the
# deal, the boneyard's top tile for each draw) and the same bots' choices.
@pytest.mark.parametrize("game_id", GAMES)
def test_returns_agree_with_playout(game_id):
    game = dl.game(game_id)
    lo, hi = game.info.players
    for players, seed in ((lo, 11), (hi, 12)):
        reference = dl.playout(game, seats(players, seed), seed)
        state = osp.play_deal(osp.load_game(game_id, players=players), seats(players, seed), seed)
        assert state.returns() == pytest.approx(list(reference.returns()))
        assert state.episode.state.to_text() == reference.to_text()


def test_a_seed_dealt_again_is_followed():
    """A seed whose first shuffle Kozel deals again: play_deal deals the seed's next shuffle, as
    the engine does, and the deal is dl.playout's."""
    kozel = dl.game("kozel")
    seed = next(s for s in range(5000) if _dealt_again(kozel, s))
    reference = dl.playout(kozel, seats(4, seed), seed)
    state = osp.play_deal(osp.load_game("kozel"), seats(4, seed), seed)
    assert state.episode.redeals >= 1 and state.returns() == pytest.approx(list(reference.returns()))


def _dealt_again(game, seed: int) -> bool:
    try:
        game.deal(4, order=game.shuffle(Stream(seed)))
    except dl.SetupError:
        return True
    return False


def test_redealt_orders_go_back_to_dealing():
    """Kozel deals again when a hand holds five doubles: that order leads back to dealing."""
    game = osp.load_game("kozel", players=4)
    doubles = [t for t in game.dl_game.set if t.is_double]
    rest = [t for t in game.dl_game.set if not t.is_double]
    order = doubles[:5] + rest[:2] + rest[2:] + doubles[5:]  # player 0 holds five doubles
    state = game.new_initial_state()
    for tile in order[:-1]:
        assert state.is_chance_node()
        state.apply_action(tile.id)
    assert state.episode.redeals == 1 and state.is_chance_node() and not state.episode.order
    assert state.information_state_string(0) == "p0 | dealing | redeals: 1"
    assert len(state.chance_outcomes()) == 28


# -- MCTS -------------------------------------------------------------------------------------------------------------
def test_mcts_bot_plays_kozel_to_the_end():
    import numpy as np
    from open_spiel.python.algorithms import mcts

    game = osp.load_game("kozel", players=2)
    rng = np.random.RandomState(3)
    bot = mcts.MCTSBot(game, 2.0, 12, mcts.RandomRolloutEvaluator(1, rng), random_state=rng)
    state = game.new_initial_state()
    decisions = 0
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(actions, p=probs)))
        else:
            action = bot.step(state)
            assert action in state.legal_actions()
            state.apply_action(action)
            decisions += 1
    assert decisions > 0 and sum(state.returns()) == 0
    assert state.returns() == list(state.episode.state.returns())


def test_determinized_mcts_plays_against_greedy():
    """The MCTS that does not peek: each search runs on a deal its observation allows."""
    game = osp.load_game("kozel", players=4)
    bot = osp.DeterminizedMCTSBot(game, 0, simulations=16, samples=2, seed=1)
    state = game.new_initial_state()
    rng = random.Random(4)
    greedy = dl.bots.Greedy()
    searched = 0
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(rng.choice(state.chance_outcomes())[0])
        elif state.current_player() == 0:
            truth = str(state)
            state.apply_action(bot.step(state))
            searched += 1
            assert truth != str(state)  # the search left the real deal alone, then the action was made
        else:
            deal = state.episode.state
            osp.apply_move(state, greedy.choose(deal.observation(deal.current), deal.legal_moves()))
    assert searched > 0 and len(state.returns()) == 4


def test_sampled_episodes_keep_no_observations():
    episode = Episode.seeded(dl.game("kozel"), 4, 1)
    sample = episode.sample(episode.current_player, random.Random(0))
    assert sample.state.observation(episode.current_player).hand == episode.state.observation(
        episode.current_player).hand
    with pytest.raises(dl.DominoError, match="keeps no observations"):
        Features(episode.vocab, True).text(sample, 0)


# -- actions ----------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_every_move_is_one_action_sequence(game_id):
    """Distinct legal moves never share a sequence, every move's path makes it, and the
    vocabulary's size is the same at every position."""
    game = dl.game(game_id)
    lo, hi = game.info.players
    for players in (lo, hi):
        vocab = Vocabulary(game, players)
        episode = Episode.seeded(game, players, 5, vocab)
        rng = random.Random(5)
        while not episode.over:
            legal = episode.state.legal_moves()
            decisions = Decisions.of(vocab, legal)
            assert len(decisions.moves) == len(legal)
            move = rng.choice(legal)
            path = decisions.path(move)
            assert all(0 <= a < len(vocab) for a in path)
            assert len(path) <= len(vocab.encode(move)) + 1
            for action in path:
                episode.apply_action(action)
        assert episode.state.history[-1][1] == move


def test_action_text_and_vocabulary_table():
    vocab = Vocabulary(dl.game("kozel"), 4)
    assert len(vocab) == 28 + 28 * 2 + 3  # lead T, T on end 0/1, draw, pass, end turn
    assert vocab.text(vocab.encode(dl.Play(dl.Tile(6, 6)))[0]) == "lead 6-6"
    assert "lead 0-0 … lead 6-6" in vocab.describe()
    from domino_lab.games.tricks.forty_two import Bid

    with pytest.raises(ActionError, match="'bid 30' is not in the game's action vocabulary"):
        vocab.encode(Bid(30))  # a Forty-Two move has no action in Kozel

    class Shout(dl.Move):
        pass

    with pytest.raises(ActionError, match="has no action encoding"):
        vocab.encode(Shout())
    wagons = Vocabulary(dl.game("wagons"), 4)
    assert wagons.ends == 2 * 8  # the main chain and one train per double


def test_illegal_actions_are_refused():
    state = osp.load_game("kozel", players=4).new_initial_state()
    with pytest.raises(ActionError, match="no tile 99"):
        state.apply_action(99)  # more than the 28 tiles a chance node can deal
    episode = Episode.seeded(dl.game("kozel"), 4, 1)
    illegal = next(a for a in range(len(episode.vocab)) if a not in episode.legal_actions())
    with pytest.raises(ActionError, match="not a legal action"):
        episode.apply_action(illegal)


# -- what a player knows ----------------------------------------------------------------------------------------------
def test_hidden_tiles_change_no_string_or_tensor_of_the_viewer():
    """Two deals that differ only by tiles swapped between other players' hands look the same to
    player 0, and different to the players who hold them."""
    game = osp.load_game("kozel", players=4)
    order = list(game.dl_game.set)
    random.Random(2).shuffle(order)
    swapped = list(order)
    one = next(i for i in range(7, 14) if not order[i].is_double)  # doubles decide who leads: keep them
    two = next(i for i in range(14, 21) if not order[i].is_double)
    swapped[one], swapped[two] = swapped[two], swapped[one]  # a tile of player 1 and one of player 2
    states = []
    for tiles in (order, swapped):
        state = game.new_initial_state()
        for tile in tiles[:-1]:
            state.apply_action(tile.id)
        states.append(state)
    a, b = states
    if a.is_chance_node() or b.is_chance_node():
        pytest.skip("the order is dealt again")
    for observe in ("information_state_string", "observation_string", "information_state_tensor",
                    "observation_tensor"):
        assert getattr(a, observe)(0) == getattr(b, observe)(0)
        assert getattr(a, observe)(1) != getattr(b, observe)(1)


def test_information_state_remembers_the_draws():
    """A tile drawn goes into the drawer's information state ("+tile"), not the others'."""
    game = osp.load_game("classic", players=2)
    state = game.new_initial_state()
    rng = random.Random(0)
    while not state.is_terminal():
        if state.is_chance_node():
            before = state.episode.state is not None and state.episode.need is not None
            state.apply_action(rng.choice(state.chance_outcomes())[0])
            if before and not state.is_chance_node():
                drawer = state.episode.state.history[-1][0]
                gained = state.episode.gains[-1][drawer]
                assert gained
                text = state.information_state_string(drawer)
                assert f"(+{sorted(gained)[0]}" in text
                assert "(+" not in state.information_state_string(1 - drawer)
                return
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    pytest.fail("no draw in the deal")


@pytest.mark.parametrize("game_id", GAMES)
def test_recorded_gains_match_every_observation(game_id):
    """``Episode`` asks only the mover and the players whose hand changed size for their hands;
    check that against every player's observation after every move."""
    game = dl.game(game_id)
    players = game.info.players[1]
    episode = Episode.seeded(game, players, 8)
    rng = random.Random(8)
    hands = [episode.state.observation(p).hand for p in range(players)]
    while not episode.over:
        episode.apply_action(rng.choice(episode.legal_actions()))
        if episode.prefix:
            continue
        now = [episode.state.observation(p).hand for p in range(players)]
        assert episode.gains[-1] == tuple(frozenset(n - h) for n, h in zip(now, hands))
        hands = now


def test_tensor_pieces_hold_the_observation():
    import numpy as np

    game = osp.load_game("kozel", players=4)
    episode = Episode.seeded(game.dl_game, 4, 3, game.vocab)
    features = Features(game.vocab, True)
    tensor = np.zeros(features.size, np.float32)
    views = features.views(tensor)
    features.write(episode, 2, views)
    obs = episode.state.observation(2)
    assert {t for t in game.dl_game.set if views["hand"][t.id]} == set(obs.hand)
    assert views["player"][2] == 1 and views["current"][episode.current_player] == 1
    assert list(views["hand_sizes"] * 28) == pytest.approx(list(obs.hand_sizes))
    assert views["dealt"].sum() == 7 and tensor.min() >= 0 and tensor.max() <= 1


# -- parameters ------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_every_option_is_a_parameter(game_id):
    """Each rule variant (the options the conformance report sweeps) loads by its game string,
    and the OpenSpiel game plays the domino_lab game with exactly those options."""
    cls = type(dl.game(game_id))
    for _, options in option_variants(cls):
        game = osp.load_game(game_id, **options)
        again = pyspiel.load_game(str(game))
        assert again.dl_game == game.dl_game == cls(**options)


def test_parameter_forms():
    game = osp.load_game("sea_goat", lone_doubles=(10, 20, 30))
    assert "lone_doubles=10/20/30" in str(game) and game.dl_game.options.lone_doubles == (10, 20, 30)
    game = osp.load_game("telephone", first_lead="3-4", hand_size=5)
    assert "first_lead='3-4'" in str(game) and "hand_size=5" in str(game)
    assert pyspiel.load_game(str(game)).dl_game.options.first_lead == "3-4"
    assert pyspiel.load_game("python_domino_lab_kozel(hand_size=-1)").dl_game.options.hand_size is None
    with pytest.raises(dl.SetupError, match="has no parameter"):
        osp.load_game("kozel", bogus=1)
    with pytest.raises(dl.SetupError, match="played by 2 to 4 players"):
        pyspiel.load_game("python_domino_lab_kozel(players=5)")


def test_game_declares_its_bounds():
    game = osp.load_game("kozel", players=4)
    limits = bounds(game.dl_game, 4)
    assert (game.min_utility(), game.max_utility()) == (limits.min_return, limits.max_return) == (-89.0, 89.0)
    assert game.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM
    assert game.max_game_length() == limits.max_decisions
    assert game.max_chance_outcomes() == 28 and game.num_distinct_actions() == 87
    assert not bounds(dl.game("sausage"), 2).proved  # the driver's limit, not the rules


def test_seven_without_draws_can_pass_for_ever():
    """Seven with draw="none" and a boneyard: when nobody can lay, play passes round for ever
    (the engine never ends the deal). Its bound is the driver's limit, and a longer deal stops."""
    assert not bounds(dl.game("seven", draw="none"), 3).proved
    episode = Episode.seeded(dl.game("seven", draw="none"), 3, 1, max_moves=5)
    with pytest.raises(dl.DominoError, match="did not end in 5 moves"):
        while not episode.over:
            episode.apply_action(episode.legal_actions()[0])


# -- PettingZoo ------------------------------------------------------------------------------------------------------
def test_environment_deals_the_seeded_deal():
    """``reset(seed=s)`` deals what ``dl.game(...).deal(players, seed=s)`` deals; with the same bots
    the rewards are the returns of ``dl.playout``."""
    env = dl.rl.env("kozel", players=4)
    bots = seats(4, 6)
    env.reset(seed=6)
    raw = env.unwrapped
    assert raw.episode.state.to_text() == dl.game("kozel").deal(4, seed=6).to_text()
    total = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, done, truncated, _ = env.last()
        total[agent] += reward
        if done or truncated:
            env.step(None)
            continue
        deal = raw.episode.state
        legal = deal.legal_moves()
        move = legal[0] if len(legal) == 1 else bots[deal.current].choose(deal.observation(deal.current), legal)
        path = raw.episode.path(move)
        assert obs["action_mask"][path[0]] == 1 and obs["action_mask"].sum() == len(raw.episode.legal_actions())
        env.step(path[0])
    reference = dl.playout(dl.game("kozel"), seats(4, 6), 6)
    assert [total[a] for a in env.possible_agents] == pytest.approx(list(reference.returns()))


def test_environment_options():
    env = dl.rl.env("classic", players=2, draw="one", observation="information_state", render_mode="ansi")
    env.reset(seed=1)
    raw = env.unwrapped
    assert raw.game.options.draw == "one"
    obs = env.observe(env.agent_selection)
    assert obs["observation"].shape == (Features(raw.vocab, True).size,)
    assert "Classic" in env.render()
    with pytest.raises(ValueError, match="observation must be one of"):
        dl.rl.env("classic", observation="everything")
