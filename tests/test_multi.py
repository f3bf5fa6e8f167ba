"""Turns of several tiles (Blitz, Ladder, Dark Blitz; ``games/chain/multi.py``): one listed move
for each distinct result, checked against brute force on small hands; any legal arrangement a
player names is accepted; the position of issue 14 answers at once."""

import random

import networkx as nx
import pytest
from helpers import legal, rejected

import domino_lab as dl
from domino_lab.games.chain.multi import _trail_start, euler_trail, runs
from domino_lab.moves import Multi, Play
from domino_lab.table.line import LEFT, RIGHT
from domino_lab.tiles import Tile, parse_tiles, tiles_text

T = Tile.parse
ISSUE_14 = ("blitz | hands: 0-4 1-2 1-3 1-5 2-5 / 0-0 0-1 0-2 0-3 0-6 1-1 1-4 1-6 2-2 2-3 2-4 2-6 3-3 3-4 "
            "3-6 4-4 4-6 6-6 | table: 3-5 5-5 5-6 | boneyard: 0-5 4-5 | turn: 1")


# -- brute force: every order of laying the tiles, on a copy of the table ---------------------------------
def every_order(table, tiles, longest=None, lead_tiles=None, one_end=False):
    """Every sequence of plays (tuples of ``Play``) laying some of ``tiles`` one after another on
    ``table``, each tile matching the end it goes on when it goes down; on an empty table the first
    play is a lead (one of ``lead_tiles`` if given). ``one_end``: a run grows on one end only (Ladder:
    the layout's one open end, or on a lone lead either of its ends, then that one)."""
    found = []

    def walk(table, rest, seq):
        found.append(tuple(seq))
        if longest is not None and len(seq) == longest:
            return
        for t in sorted(rest):
            if table.empty:
                steps = [] if lead_tiles is not None and t not in lead_tiles else [(None, None)]
            else:
                ends = table.open_ends()
                if one_end:  # Ladder: a run grows one end; on a lone lead the first tile picks which
                    ends = [e for e in ends if e.index == seq[0].end] if seq else ends
                steps = [(e.index, e.value) for e in ends if t.has(e.value)]
            for end, on in steps:
                after = table.clone()
                after.place(t, end, on)
                walk(after, rest - {t}, seq + [Play(t, end, on)])

    walk(table.clone(), frozenset(tiles), [])
    return found


def whole_hands(state, player=None):
    """Every brute-force order of laying ``player``'s whole hand (two tiles or more)."""
    hand = state.hands[state.current if player is None else player]
    orders = every_order(state.table, hand, lead_tiles=state.lead_tiles)
    return [seq for seq in orders if len(seq) == len(hand) >= 2]


def random_position(game, rng, top=6):
    """A random line position: a chain of one to three tiles and a hand of two to five, the
    numbers kept to ``0..top`` (small sets make hands that can be laid whole common)."""
    numbers = range(top + 1)
    pool = [Tile(a, b) for a in numbers for b in numbers if a <= b]
    rng.shuffle(pool)
    chain = [pool.pop()]
    right = chain[0].high
    for _ in range(rng.randrange(3)):
        nxt = next((t for t in pool if t.has(right)), None)
        if nxt is None:
            break
        pool.remove(nxt)
        chain.append(nxt)
        right = nxt.other(right)
    hand = pool[:rng.randrange(2, 6)]
    # the chain as it lies, left to right
    pairs, left = [], chain[0].low
    for t in chain:
        pairs.append((left, t.other(left)))
        left = t.other(left)
    text = " ".join(f"{a}-{b}" for a, b in pairs)
    return dl.position(game, [tiles_text(sorted(hand)), ""], text, spare_to=1)


# -- Blitz: one move, and only when the whole hand goes down --------------------------------------------
def blitzes(state):
    return [m for m in state.legal_moves() if isinstance(m, Multi)]


@pytest.mark.parametrize("top", [3, 4, 6])
def test_blitz_offers_one_blitz_exactly_when_brute_force_finds_one(top):
    rng, seen = random.Random(top), {True: 0, False: 0}
    for _ in range(120):
        state = random_position(dl.game("blitz"), rng, top)
        orders = whole_hands(state)
        offered = blitzes(state)
        assert len(offered) == (1 if orders else 0), state.to_text()
        seen[bool(orders)] += 1
        if offered:
            assert offered[0].plays in orders, f"{offered[0]} is not legal at {state.to_text()}"
            # every other arrangement is accepted too, and ends the deal the same way
            results = set()
            for seq in orders[:12]:
                after = state.clone()
                after.play(Multi(seq))
                results.add((after.result().winner, after.result().points))
            assert len(results) == 1
    assert seen[True] >= 10 and seen[False] >= 10  # both kinds of hand were tried


@pytest.mark.parametrize("lead", [None, "low", "high"])
def test_a_first_turn_blitz_leads_with_an_allowed_tile(lead):
    rng, found = random.Random(7), 0
    numbers = range(4)
    pool = [Tile(a, b) for a in numbers for b in numbers if a <= b]
    for _ in range(150):
        hand = sorted(rng.sample(pool, rng.randrange(2, 6)))
        fields = {} if lead is None else {"lead": str(hand[0] if lead == "low" else hand[-1])}
        state = dl.position("blitz", [tiles_text(hand), ""], spare_to=1, **fields)
        orders = whole_hands(state)
        offered = blitzes(state)
        assert len(offered) == (1 if orders else 0), state.to_text()
        if offered:
            found += 1
            assert offered[0].plays in orders
            assert offered[0].plays[0].end is None
            assert state.lead_tiles is None or offered[0].plays[0].tile in state.lead_tiles
    assert found >= 10


def test_the_position_of_issue_14_answers_with_one_blitz():
    state = dl.State.from_text(ISSUE_14)
    moves = legal(state)
    assert moves[:-1] == ["0-3 on 3", "0-6 on 6", "1-6 on 6", "2-3 on 3", "2-6 on 6", "3-3 on 3", "3-4 on 3",
                          "3-6 on 3", "3-6 on 6", "4-6 on 6", "6-6 on 6"]
    blitz = state.legal_moves()[-1]
    assert isinstance(blitz, Multi) and sorted(blitz.tiles) == sorted(state.hands[1])
    state.clone().play(blitz)  # it goes down
    # another arrangement, built by networkx's Euler path (split at the edge standing for the table)
    hand = sorted(state.hands[1])
    graph = nx.MultiGraph()
    for i, t in enumerate(hand):
        graph.add_edge(t.low, t.high, key=i)
    graph.add_edge(3, 6, key="table")
    odd = [v for v, d in graph.degree() if d % 2]
    path = list(nx.eulerian_path(graph, source=max(odd), keys=True))  # from the other odd number
    at = next(i for i, (*_, k) in enumerate(path) if k == "table")
    if path[at][:2] != (3, 6):
        path = [(b, a, k) for a, b, k in reversed(path)]
        at = len(path) - 1 - at
    mine = Multi(tuple([Play(hand[k], LEFT, b) for a, b, k in reversed(path[:at])]
                       + [Play(hand[k], RIGHT, a) for a, b, k in path[at + 1:]]))
    assert mine != blitz and mine not in state.legal_moves()
    state.play(mine)
    r = state.result()
    assert (r.reason, r.winner, r.points) == ("out", 1, (0, 24))  # 0-4 1-2 1-3 1-5 2-5: 24 pips
    assert len(state.table) == 21


def test_a_blitz_written_out_is_accepted_in_any_order_that_is_legal():
    # table 1-5; 1-2 and 2-5 go down three ways; one blitz is listed
    state = dl.position("blitz", ["1-2 2-5", "0-0", "6-6", "0-2"], "1-5", spare_to=3)
    assert legal(state) == ["1-2 on 1", "2-5 on 5", "2-5 on 5 + 1-2 on 2"]
    for text, chain in [("2-5 on 5 + 1-2 on 2", "1-5 5-2 2-1"), ("1-2 on 1 + 2-5 on 5", "2-1 1-5 5-2"),
                        ("1-2 on 1 + 2-5 on 2", "5-2 2-1 1-5"), ("2-5 on 5 + 1-2 on 1", "2-1 1-5 5-2")]:
        after = state.clone().play(text)
        assert after.table.to_text() == chain and after.result().winner == 0
        assert str(after.history[-1][1]) == text
    rejected(state, "1-2 on 2 + 2-5 on 5", "1-2 does not match")
    rejected(state, "2-5 on 5 + 1-2 on 2 + 1-2 on 1", "1-2 is laid twice")
    rejected(state, "2-5 on 5 + 1-2 on", "'1-2 on' in", "names no end")
    rejected(state, "2-5 on 5 + 7-x on 2", "is not a play")
    rejected(state, Multi((Play(T("2-5"), RIGHT, 5), Play(T("1-2"), RIGHT, 5))), "shows 2, not 5")
    rejected(state, Multi((Play(T("2-5"), RIGHT, 5), Play(T("1-2"), LEFT, 2))), "shows 1, not 2")
    rejected(state, Multi((Play(T("1-2"), RIGHT, 5), Play(T("2-5"), LEFT, 1))), "1-2 does not match the end showing 5")


def test_a_first_turn_blitz_may_not_lead_another_tile():
    state = dl.position("blitz", ["3-4 4-4 3-3", "0-0", "1-1", "2-2"], spare_to=3, lead="4-4")
    assert legal(state) == ["lead 4-4", "lead 4-4 + 3-4 on 4 + 3-3 on 3"]
    rejected(state, "lead 3-3 + 3-4 on 3 + 4-4 on 4", "the lead must be 4-4")
    state.play("lead 4-4 + 3-4 on 4 + 3-3 on 3")
    assert state.result().winner == 0


# -- Ladder: one run per (tiles laid, number left showing) ----------------------------------------------
def outcome(run_tiles, end):
    return frozenset(run_tiles), end


@pytest.mark.parametrize("top", [3, 4, 6])
def test_ladder_offers_one_run_for_every_distinct_result_and_accepts_the_others(top):
    rng, tried = random.Random(top), 0
    for _ in range(120):
        state = random_position(dl.game("ladder"), rng, top)
        hand = state.hands[0]
        brute = [seq for seq in every_order(state.table, hand, longest=3, one_end=True) if len(seq) >= 2]
        expected = {outcome([p.tile for p in seq], seq[-1].tile.other(seq[-1].on)) for seq in brute}
        listed = [m for m in state.legal_moves() if isinstance(m, Multi)]
        got = [outcome(m.tiles, m.plays[-1].tile.other(m.plays[-1].on)) for m in listed]
        assert len(got) == len(set(got)) and set(got) == expected, state.to_text()
        assert all(m.plays in brute for m in listed)
        for seq in brute[:20]:
            state.clone().play(Multi(seq))
            tried += 1
    assert tried >= 50


def test_runs_keep_one_run_per_result_in_a_stable_order():
    tiles = parse_tiles("1-2 1-3 2-3 3-3")
    texts = [" ".join(str(t) for t, _ in seq) for _, seq in runs(tiles, 1, 3)]
    # 1-3 2-3 1-2 is left out: it lays the tiles of 1-2 2-3 1-3 and leaves 1 showing, as that one does
    assert texts == ["", "1-2", "1-2 2-3", "1-2 2-3 1-3", "1-2 2-3 3-3", "1-3", "1-3 2-3", "1-3 3-3",
                     "1-3 3-3 2-3"]
    # four tiles, at most four a turn: 1-2 2-3 3-3 1-3 and 1-3 3-3 2-3 1-2 leave the same position
    everything = [seq for mask, seq in runs(tiles, 1, 4) if mask == 0b1111]
    assert len(everything) == 1


def test_euler_trail_uses_every_edge_once_and_follows_itself():
    rng = random.Random(3)
    for _ in range(50):
        edges = [(a, b) for a in range(5) for b in range(a, 5) if rng.random() < 0.6]
        graph = nx.MultiGraph(edges)
        if not edges or not nx.has_eulerian_path(graph):
            continue
        odd = sorted(v for v, d in graph.degree() if d % 2)
        trail = euler_trail(edges, odd[0] if odd else min(graph))
        assert sorted(k for k, _, _ in trail) == list(range(len(edges)))
        assert all(trail[i][2] == trail[i + 1][1] for i in range(len(trail) - 1))
        assert all({a, b} == set(edges[k]) for k, a, b in trail)


def test_trail_start_is_where_networkx_says_a_trail_starts():
    rng = random.Random(5)
    for _ in range(400):
        edges = [(a, b) for a in range(7) for b in range(a, 7) if rng.random() < rng.choice((0.1, 0.2, 0.4))]
        edges += [rng.choice(edges)] if edges and rng.random() < 0.3 else []  # (the table's edge may repeat a tile's)
        rng.shuffle(edges)
        graph = nx.MultiGraph(edges)
        if not edges or not nx.has_eulerian_path(graph):
            assert _trail_start(edges) is None
            continue
        odd = sorted(v for v, d in graph.degree() if d % 2)
        assert _trail_start(edges) == (odd[0] if odd else min(graph))


# -- Dark Blitz -------------------------------------------------------------------------------------------
def test_dark_blitz_lists_one_blitz_and_accepts_any_legal_arrangement():
    s = dl.position("dark_blitz", ["1-2 4-4 2-4", "0-6", "", ""], "2-3", boneyard="0-0 3-4")
    s.play("draw")  # 3-4: four tiles; 2-3 on the table
    listed = [str(m) for m in s.legal_moves() if isinstance(m, Multi)]
    assert len(listed) == 1
    other = "3-4 on 3 + 4-4 on 4 + 2-4 on 4 + 1-2 on 2"
    assert other not in listed
    s.clone().play(listed[0])
    s.play(other)
    assert (s.result().reason, s.result().winner) == ("blitz", 0)


def test_dark_blitz_no_blitz_before_the_draw():
    s = dl.position("dark_blitz", ["1-2 3-4 4-4", "0-6", "", ""], "2-3", boneyard="0-0 5-5")
    rejected(s, "1-2 on 2 + 3-4 on 3 + 4-4 on 4", "every turn starts with a draw")


def _runs_reference(game, state):
    """Ladder's runs as ``extra_moves`` listed them before it worked on bitmasks: ``multi.runs``
    on the hand sorted low-high, on each open end (one end for a double lead)."""
    ends = state.table.open_ends()
    if len(ends) == 2 and ends[0].value == ends[1].value:
        ends = ends[:1]
    hand = sorted(state.hands[state.current], key=lambda t: (t.low, t.high))
    return [Multi(tuple(Play(t, end.index, v) for t, v in seq))
            for end in ends for _, seq in runs(hand, end.value, game.options.most_per_turn) if len(seq) > 1]


@pytest.mark.parametrize("opts", [{}, {"most_per_turn": 1}, {"most_per_turn": 2}, {"most_per_turn": 4},
                                  {"most_per_turn": 5, "draw": "none"}, {"set_n": 9}, {"set_n": 3, "hand_size": 4}])
def test_ladder_lists_on_bitmasks_the_runs_multi_runs_finds(opts):
    """``Ladder.extra_moves`` (bitmasks of the hand) gives the same runs, in the same order, as
    ``multi.runs`` on every position of many random deals: lone leads, double leads, one-way lines."""
    try:
        game = dl.game("ladder", **opts)
    except dl.SetupError as exc:
        pytest.skip(str(exc))
    checked = 0
    for players in range(game.info.players[0], game.info.players[1] + 1):
        for seed in range(40):
            try:
                state = game.deal(players, seed)
            except dl.SetupError:
                break
            rng = random.Random(seed)
            while not state.over:
                if not state.table.empty:
                    assert game.extra_moves(state, []) == _runs_reference(game, state), state.to_text()
                    checked += 1
                legal_moves = state.legal_moves()
                state.play(legal_moves[rng.randrange(len(legal_moves))])
    assert checked > 200
